import type { FieldValue, FileValue } from '@atelier/form-engine/schema/field-value';
import { cleanFileName, formatFileSize } from '@atelier/form-engine/validation/upload';
import { useEffect, useRef } from 'react';
import { describedBy, FieldFrame } from '../field-frame';
import { changeReporter, fieldIds, fieldInputName, type FieldProps } from '../field-props';

export interface UploadFieldProps extends FieldProps<'upload'> {
  /**
   * The chosen `File` objects, for the upload transfer (a later issue). The field's value holds
   * plain `{ name, size, type }` records, which is what validation and drafts compare.
   */
  readonly onFiles?: ((files: readonly File[]) => void) | undefined;
}

export function chosenFiles(value: FieldValue): readonly FileValue[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item: unknown): item is FileValue =>
      typeof item === 'object' && item !== null && 'name' in item && 'size' in item,
  );
}

/**
 * An upload field: the native file input (single or multiple, limited to the allowed extensions)
 * and the list of chosen files with their sizes. Only the choice is made here: sending the files
 * (progress, success or failure per item) is the upload issue's work.
 */
export function UploadField(props: UploadFieldProps) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const files = chosenFiles(props.value);
  const input = useRef<HTMLInputElement>(null);
  const listId = ids.part('files');

  // A controlled file input cannot be set, only emptied: follow a reset of the value.
  useEffect(() => {
    if (files.length === 0 && input.current !== null && input.current.value !== '') {
      input.current.value = '';
    }
  }, [files.length]);

  return (
    <FieldFrame
      field={field}
      ids={ids}
      error={error}
      after={
        files.length > 0 && (
          <ul className="fui-upload__files" id={listId} aria-label="Chosen files">
            {files.map((file, index) => (
              <li className="fui-upload__file" key={`${index}-${file.name}`}>
                <span className="fui-upload__name">{cleanFileName(file.name)}</span>{' '}
                <span className="fui-upload__size">{formatFileSize(file.size)}</span>
              </li>
            ))}
          </ul>
        )
      }
    >
      <input
        ref={input}
        className="fui-upload__input"
        id={ids.control}
        name={fieldInputName(field.id)}
        type="file"
        multiple={field.multiple}
        accept={
          field.file_types.length > 0
            ? field.file_types.map((extension) => `.${extension}`).join(',')
            : undefined
        }
        required={field.required}
        disabled={props.disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(field, ids, error, files.length > 0 ? [listId] : [])}
        onChange={(event) => {
          const chosen = [...(event.currentTarget.files ?? [])];
          props.onFiles?.(chosen);
          report(chosen.map((file) => ({ name: file.name, size: file.size, type: file.type })));
        }}
        onBlur={props.onBlur}
      />
    </FieldFrame>
  );
}
