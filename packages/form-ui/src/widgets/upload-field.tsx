import type { FieldValue, FileValue } from '@atelier/form-engine/schema/field-value';
import type { FieldOf } from '@atelier/form-engine/schema/fields';
import { checkUploadFile, cleanFileName } from '@atelier/form-engine/validation/upload';
import {
  useContext,
  useEffect,
  useRef,
  useState,
  type DragEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { describedBy, FieldFrame } from '../field-frame';
import {
  changeReporter,
  fieldIds,
  fieldInputName,
  type FieldIds,
  type FieldProps,
} from '../field-props';
import { onFocusLeave, useHydrated } from '../interaction';
import { discardUpload, NO_FILE_CHOSEN } from '../upload/upload-client';
import { UploadList, type UploadRow } from '../upload/upload-list';
import { resolveUploadTarget, UploadTargetContext } from '../upload/upload-target';
import {
  uploadedFileInputValue,
  uploadedFilesOf,
  type UploadedFile,
} from '../upload/uploaded-files';
import { restoredRow, useUploads, type Announcement } from '../upload/use-uploads';

export interface UploadFieldProps extends FieldProps<'upload'> {
  /** The `File` objects the visitor chose or dropped, as they were chosen. */
  readonly onFiles?: ((files: readonly File[]) => void) | undefined;
}

/** The chosen (not yet uploaded) files of a value: `{ name, size, type }` records. */
export function chosenFiles(value: FieldValue): readonly FileValue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item: unknown): item is FileValue =>
      typeof item === 'object' &&
      item !== null &&
      'name' in item &&
      'size' in item &&
      !('file_id' in item),
  );
}

/**
 * UPL-006: the element's uploaded-file records, one hidden input each under the field's name,
 * posted by both the AJAX and the native submit.
 */
function UploadedFilesInputs({
  field,
  files,
}: {
  readonly field: FieldOf<'upload'>;
  readonly files: readonly UploadedFile[];
}) {
  return files.map((file) => (
    <input
      key={file.file_id}
      type="hidden"
      name={fieldInputName(field.id)}
      value={uploadedFileInputValue(file)}
    />
  ));
}

/** Always present, so what is added is read out (polite: it never interrupts typing). */
function LiveRegion({ id, children }: { readonly id: string; readonly children: ReactNode }) {
  return (
    <div className="fui-visually-hidden" id={id} aria-live="polite">
      {children}
    </div>
  );
}

interface PickerProps {
  readonly field: FieldOf<'upload'>;
  readonly ids: FieldIds;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  /** Once hydrated: the native input hides behind a labelled button and a status text. */
  readonly enhanced: boolean;
  /** Whether the input posts its files with the form (a single file; any file without JavaScript). */
  readonly posts: boolean;
  readonly empty: boolean;
  readonly error: string | undefined;
  readonly disabled: boolean | undefined;
  readonly describedBy: readonly string[];
  readonly onChoose: (files: readonly File[], input: HTMLInputElement) => void;
}

/**
 * The native file input, which works without JavaScript. Once hydrated it is visually
 * hidden but stays the focusable, labelled control (Enter or Space opens the picker); a
 * "Choose file" button for the pointer and ERR-010's 'No file chosen' stand beside it.
 */
function FilePicker(props: PickerProps) {
  const { field, ids, inputRef, enhanced, posts, empty, error, disabled, onChoose } = props;
  const describedByIds = props.describedBy;
  const statusId = ids.part('status');
  const showStatus = enhanced && empty;
  return (
    <>
      <input
        ref={inputRef}
        className="fui-upload__input"
        id={ids.control}
        name={posts ? fieldInputName(field.id) : undefined}
        type="file"
        multiple={field.multiple}
        accept={
          field.file_types.length > 0
            ? field.file_types.map((extension) => `.${extension}`).join(',')
            : undefined
        }
        required={field.required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, ids, error, [
          ...(showStatus ? [statusId] : []),
          ...describedByIds,
        ])}
        onChange={(event) => onChoose([...(event.currentTarget.files ?? [])], event.currentTarget)}
      />
      {enhanced && (
        <>
          {/* A second label of the input, shaped as a button for the pointer: the input's name
              becomes "Photos Choose files", so a voice command naming either text reaches it. */}
          <label className="fui-upload__button" htmlFor={ids.control}>
            {field.multiple ? 'Choose files' : 'Choose file'}
          </label>
          {showStatus && (
            <span className="fui-upload__status-text" id={statusId}>
              {NO_FILE_CHOSEN}
            </span>
          )}
        </>
      )}
    </>
  );
}

/**
 * A single-file field: the file travels with the form's submit (multipart). Its size and type
 * are checked as soon as it is chosen, with the field's messages (UPL-007, UPL-008); the
 * runtime checks them again before sending.
 */
function SingleUpload(props: UploadFieldProps) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const enhanced = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const provided = useContext(UploadTargetContext);
  const chosen = chosenFiles(props.value);
  const uploaded = uploadedFilesOf(props.value);
  const listId = ids.part('files');

  // A controlled file input cannot be set, only emptied: follow a reset of the value.
  useEffect(() => {
    if (chosen.length === 0 && input.current !== null && input.current.value !== '') {
      input.current.value = '';
    }
  }, [chosen.length]);

  const rows: UploadRow[] = [
    ...uploaded.map(restoredRow),
    ...chosen.map((file, index): UploadRow => {
      const name = cleanFileName(file.name);
      const refusal = checkUploadFile(
        { name, size: file.size },
        {
          messages: { field: field.messages },
          maxSize: field.max_file_size,
          allowedExtensions: field.file_types,
        },
      );
      return {
        key: `chosen-${index}`,
        name,
        size: file.size,
        status: refusal === undefined ? 'chosen' : 'failed',
        progress: 0,
        message: refusal?.message ?? '',
        retryable: false,
      };
    }),
  ];
  const refusals = rows.filter((row) => row.status === 'failed');

  const remove = (key: string) => {
    const row = rows.find((item) => item.key === key);
    if (row?.fileId !== undefined) {
      const fileUrl = uploaded.find((file) => file.file_id === row.fileId)?.file_url;
      props.onChange(uploaded.filter((file) => file.file_id !== row.fileId));
      const nonce = resolveUploadTarget(provided, input.current)?.nonce;
      if (fileUrl !== undefined && nonce !== undefined) discardUpload(fileUrl, nonce);
    } else if (input.current !== null) {
      input.current.value = '';
      props.onChange([]);
    }
    input.current?.focus();
  };

  return (
    <FieldFrame field={field} ids={ids} error={error}>
      <div
        className={`fui-upload${enhanced ? ' fui-upload--enhanced' : ''}`}
        onBlur={onFocusLeave(props.onBlur)}
      >
        <div className="fui-upload__picker">
          <FilePicker
            field={field}
            ids={ids}
            inputRef={input}
            enhanced={enhanced}
            posts
            empty={rows.length === 0}
            error={error}
            disabled={props.disabled}
            describedBy={rows.length > 0 ? [listId] : []}
            onChoose={(files) => {
              props.onFiles?.(files);
              report(
                files.map((file) => ({
                  name: cleanFileName(file.name),
                  size: file.size,
                  type: file.type,
                })),
              );
            }}
          />
        </div>
        {rows.length > 0 && (
          <UploadList
            id={listId}
            rows={rows}
            disabled={props.disabled}
            onRemove={remove}
            shownError={error}
          />
        )}
        <UploadedFilesInputs field={field} files={uploaded} />
        <LiveRegion id={ids.part('announcements')}>
          {refusals.map((row) => (
            <p key={row.key}>{`${row.name}: ${row.message}`}</p>
          ))}
        </LiveRegion>
      </div>
    </FieldFrame>
  );
}

function hasFiles(event: DragEvent<HTMLElement>): boolean {
  return Array.from(event.dataTransfer.types).includes('Files');
}

/**
 * UPL-001…UPL-012: the multiple-file area. Each chosen or dropped file is checked (size, type,
 * count) and, if it passes, uploaded at once on its own; its row shows progress, then the
 * outcome. The files the server accepted are the field's value and are posted as their records.
 */
function MultipleUpload(props: UploadFieldProps) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const enhanced = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState(false);
  const uploads = useUploads({
    field,
    value: props.value,
    report: (files) => report(files),
    control: input,
    root,
  });
  const listId = ids.part('files');
  const { rows } = uploads;

  const choose = (files: readonly File[]) => {
    if (files.length === 0 || props.disabled) return;
    props.onFiles?.(files);
    uploads.add(files);
  };

  const dropZone = enhanced
    ? {
        onDragOver: (event: DragEvent<HTMLElement>) => {
          if (!hasFiles(event) || props.disabled) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragging(true);
        },
        onDragLeave: (event: DragEvent<HTMLElement>) => {
          const next = event.relatedTarget;
          if (!(next instanceof Node && event.currentTarget.contains(next))) setDragging(false);
        },
        onDrop: (event: DragEvent<HTMLElement>) => {
          event.preventDefault();
          setDragging(false);
          choose([...event.dataTransfer.files]);
        },
      }
    : {};

  return (
    <FieldFrame field={field} ids={ids} error={error}>
      <div
        ref={root}
        className={`fui-upload fui-upload--multiple${enhanced ? ' fui-upload--enhanced' : ''}`}
        // Files are still on their way: a submit now would go without them.
        aria-busy={rows.some((row) => row.status === 'uploading') || undefined}
        onBlur={onFocusLeave(props.onBlur)}
      >
        <div
          className={`fui-upload__picker fui-upload__dropzone${dragging ? ' fui-upload__dropzone--active' : ''}`}
          {...dropZone}
        >
          {enhanced && (
            <span className="fui-upload__drop-hint" aria-hidden="true">
              Drag and drop files here or{' '}
            </span>
          )}
          <FilePicker
            field={field}
            ids={ids}
            inputRef={input}
            enhanced={enhanced}
            // Once hydrated the files go one by one as they are chosen, never with the submit.
            posts={!enhanced && uploads.uploaded.length === 0}
            empty={rows.length === 0}
            error={error}
            disabled={props.disabled}
            describedBy={rows.length > 0 ? [listId] : []}
            onChoose={(files, control) => {
              choose(files);
              // Emptied so the same file can be chosen again after a removal or a failure.
              control.value = '';
            }}
          />
        </div>
        {rows.length > 0 && (
          <UploadList
            id={listId}
            rows={rows}
            disabled={props.disabled}
            onRemove={uploads.remove}
            onRetry={uploads.retry}
          />
        )}
        <UploadedFilesInputs field={field} files={uploads.uploaded} />
        <LiveRegion id={ids.part('announcements')}>
          {uploads.announcements.map((announcement: Announcement) => (
            <p key={announcement.id}>{announcement.text}</p>
          ))}
        </LiveRegion>
      </div>
    </FieldFrame>
  );
}

/**
 * An upload field (UPL): a single file goes with the form's submit; a multiple field is an
 * upload area whose files are uploaded one by one as they are chosen (UPL-001).
 */
export function UploadField(props: UploadFieldProps) {
  return props.field.multiple ? <MultipleUpload {...props} /> : <SingleUpload {...props} />;
}
