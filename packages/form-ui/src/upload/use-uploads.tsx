import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldOf } from '@atelier/form-engine/schema/fields';
import type { MessageSource } from '@atelier/form-engine/validation/messages';
import {
  checkUploadFile,
  cleanFileName,
  validateUploadCount,
} from '@atelier/form-engine/validation/upload';
import { useContext, useEffect, useRef, useState, type RefObject } from 'react';
import {
  discardUpload,
  displayedProgress,
  sendUpload,
  UPLOAD_ERROR_MESSAGE,
  UPLOAD_NETWORK_ERROR,
  type UploadOutcome,
  type UploadTransfer,
} from './upload-client';
import { uploadedFile, uploadedFilesOf, type UploadedFile } from './uploaded-files';
import type { UploadRow } from './upload-list';
import { resolveUploadTarget, UploadTargetContext, type UploadTarget } from './upload-target';
import { FormNonceContext } from '../runtime/form-nonce';

/** One message for the polite live region; each gets its own node so repeats are announced too. */
export interface Announcement {
  readonly id: number;
  readonly text: string;
}

/** Enough for a burst of files finishing together; older ones were already read out. */
const ANNOUNCEMENTS_KEPT = 5;

export interface UploadsOptions {
  readonly field: FieldOf<'upload'>;
  readonly value: FieldValue;
  /** Reports the field's new list of uploaded files (the runtime's `onChange`, VAL-045 included). */
  readonly report: (files: readonly UploadedFile[]) => void;
  /** The file input: its form tells the upload target when no provider does. */
  readonly control: RefObject<HTMLInputElement | null>;
  /** The widget's element, searched for the control to focus after a removal. */
  readonly root: RefObject<HTMLElement | null>;
}

export interface Uploads {
  /** Files uploaded before this widget mounted (a restored draft) first, then this visit's. */
  readonly rows: readonly UploadRow[];
  readonly uploaded: readonly UploadedFile[];
  readonly announcements: readonly Announcement[];
  /** UPL-001: checks each file (size, type, count) and uploads the ones that pass, at once. */
  readonly add: (files: readonly File[]) => void;
  readonly remove: (key: string) => void;
  readonly retry: (key: string) => void;
}

/** The row of a file the server already holds (uploaded earlier, or restored from a draft). */
export function restoredRow(file: UploadedFile): UploadRow {
  return {
    key: `uploaded-${file.file_id}`,
    name: file.file_name,
    size: file.size,
    status: 'uploaded',
    progress: 100,
    message: '',
    retryable: false,
    fileId: file.file_id,
  };
}

/**
 * The multiple-file area's state (UPL-001…UPL-012): one row per chosen file, each uploaded on its
 * own; the files the server accepted are the field's value, so the runtime's validation, reset
 * and drafts see them. Rows of files still on their way or refused live here only.
 */
export function useUploads(options: UploadsOptions): Uploads {
  const { field, value, report, control, root } = options;
  const provided = useContext(UploadTargetContext);
  const formNonce = useContext(FormNonceContext);
  const [localRows, setLocalRows] = useState<readonly UploadRow[]>([]);
  const [announcements, setAnnouncements] = useState<readonly Announcement[]>([]);
  const [seenValue, setSeenValue] = useState(value);
  // Read in handlers, ahead of the next render: two uploads may finish before it.
  const recorded = useRef<readonly UploadedFile[]>(uploadedFilesOf(value));
  const transfers = useRef(new Map<string, UploadTransfer>());
  /** Files waiting for the form's nonce (issue 13): removing one, or leaving, cancels it. */
  const awaitingNonce = useRef(new Set<string>());
  const nextKey = useRef(0);
  const nextAnnouncement = useRef(0);
  const pendingFocus = useRef<string | undefined>(undefined);

  const uploaded = uploadedFilesOf(value);
  if (value !== seenValue) {
    setSeenValue(value);
    // The runtime emptied the field (a reset after a successful submit): the old rows go.
    if (value === null && localRows.some((row) => row.status !== 'uploading')) {
      setLocalRows(localRows.filter((row) => row.status === 'uploading'));
    }
  }

  useEffect(() => {
    recorded.current = uploadedFilesOf(value);
  }, [value]);

  useEffect(() => {
    const running = transfers.current;
    const waiting = awaitingNonce.current;
    return () => {
      for (const transfer of running.values()) transfer.abort();
      running.clear();
      waiting.clear();
    };
  }, []);

  useEffect(() => {
    const key = pendingFocus.current;
    if (key === undefined) return;
    pendingFocus.current = undefined;
    const row = Array.from(
      root.current?.querySelectorAll<HTMLElement>('[data-upload-key]') ?? [],
    ).find((item) => item.dataset.uploadKey === key);
    (row?.querySelector<HTMLElement>('.fui-upload__remove') ?? control.current)?.focus();
  });

  const messages: MessageSource = { field: field.messages };
  const maxFiles = field.max_files;

  const announce = (text: string) => {
    nextAnnouncement.current += 1;
    const id = nextAnnouncement.current;
    setAnnouncements((list) => [...list, { id, text }].slice(-ANNOUNCEMENTS_KEPT));
  };

  const updateRow = (key: string, change: Partial<UploadRow>) =>
    setLocalRows((rows) => rows.map((row) => (row.key === key ? { ...row, ...change } : row)));

  /** Files the field will hold: accepted ones and those on their way (or waiting to start). */
  const heldCount = () =>
    recorded.current.length + transfers.current.size + awaitingNonce.current.size;

  const finish = (key: string, name: string, file: File, outcome: UploadOutcome) => {
    transfers.current.delete(key);
    if (outcome.kind === 'aborted') return;
    if (outcome.kind === 'uploaded') {
      const entry = uploadedFile(outcome.record, file.size);
      const files = [...recorded.current, entry];
      recorded.current = files;
      report(files);
      updateRow(key, {
        status: 'uploaded',
        progress: 100,
        name: entry.file_name,
        fileId: entry.file_id,
        message: '',
        // Nothing to retry any more; the browser may let the file's memory go.
        file: undefined,
      });
      announce(`${entry.file_name} uploaded`);
      return;
    }
    updateRow(key, { status: 'failed', message: outcome.message, retryable: outcome.retryable });
    announce(`${name}: ${outcome.message}`);
  };

  const fail = (key: string, name: string, message: string) => {
    updateRow(key, { status: 'failed', message, retryable: true });
    announce(`${name}: ${message}`);
  };

  const send = (key: string, name: string, file: File, target: UploadTarget | undefined) => {
    if (target === undefined) {
      fail(key, name, UPLOAD_ERROR_MESSAGE);
      return;
    }
    let transfer: UploadTransfer;
    try {
      transfer = sendUpload(
        target.endpoint,
        {
          formId: target.formId,
          elementId: field.id,
          nonce: target.nonce,
          totalFiles: heldCount() + 1,
          file,
          fileName: name,
        },
        (sent) => updateRow(key, { progress: displayedProgress(sent, false) }),
      );
    } catch {
      // An endpoint the browser cannot even open a request to.
      fail(key, name, UPLOAD_NETWORK_ERROR);
      return;
    }
    transfers.current.set(key, transfer);
    void transfer.done.then((outcome) => finish(key, name, file, outcome));
  };

  const start = (key: string, name: string, file: File) => {
    const target = resolveUploadTarget(provided, control.current);
    if (target !== undefined || formNonce === undefined) {
      send(key, name, file, target);
      return;
    }
    // Issue 13: the form came without a nonce; its runtime fetches one first (ERR-007 if not).
    awaitingNonce.current.add(key);
    void formNonce.ensure().then((nonce) => {
      if (!awaitingNonce.current.delete(key)) return;
      send(
        key,
        name,
        file,
        nonce === undefined ? undefined : resolveUploadTarget(provided, control.current, nonce),
      );
    });
  };

  const limitMessage = () => validateUploadCount(heldCount() + 1, { maxFiles, messages });

  const add = (files: readonly File[]) => {
    const added: UploadRow[] = [];
    const toSend: { key: string; name: string; file: File }[] = [];
    let held = heldCount();
    for (const file of files) {
      nextKey.current += 1;
      const key = `file-${nextKey.current}`;
      const name = cleanFileName(file.name);
      const row = { key, name, size: file.size, file, progress: 0 };
      // UPL-007, UPL-008, then UPL-009: size, type, count, each with its configured message.
      const fileRefusal = checkUploadFile(
        { name, size: file.size },
        { messages, maxSize: field.max_file_size, allowedExtensions: field.file_types },
      )?.message;
      const refusal = fileRefusal ?? validateUploadCount(held + 1, { maxFiles, messages });
      if (refusal !== undefined) {
        // Only a refusal for the count can pass later, once another file is removed.
        const retryable = fileRefusal === undefined;
        added.push({ ...row, status: 'failed', message: refusal, retryable });
        announce(`${name}: ${refusal}`);
        continue;
      }
      held += 1;
      added.push({ ...row, status: 'uploading', message: '', retryable: false });
      toSend.push({ key, name, file });
    }
    setLocalRows((rows) => [...rows, ...added]);
    for (const { key, name, file } of toSend) start(key, name, file);
  };

  const rows: UploadRow[] = [
    ...uploaded
      .filter((file) => !localRows.some((row) => row.fileId === file.file_id))
      .map(restoredRow),
    // A row uploaded in this visit shows while its file is in the value: a reset drops it.
    ...localRows.filter(
      (row) => row.status !== 'uploaded' || uploaded.some((file) => file.file_id === row.fileId),
    ),
  ];

  const remove = (key: string) => {
    const index = rows.findIndex((row) => row.key === key);
    const row = rows[index];
    if (row === undefined) return;
    transfers.current.get(key)?.abort();
    transfers.current.delete(key);
    awaitingNonce.current.delete(key);
    if (row.fileId !== undefined) {
      const fileUrl = recorded.current.find((file) => file.file_id === row.fileId)?.file_url;
      const files = recorded.current.filter((file) => file.file_id !== row.fileId);
      recorded.current = files;
      report(files);
      const nonce = resolveUploadTarget(provided, control.current)?.nonce;
      if (fileUrl !== undefined && nonce !== undefined) discardUpload(fileUrl, nonce);
    }
    setLocalRows((list) => list.filter((item) => item.key !== key));
    announce(`${row.name} removed`);
    // Focus stays in the list: on the next row's Remove, else the previous one's, else the input.
    pendingFocus.current = (rows[index + 1] ?? rows[index - 1])?.key ?? '';
  };

  const retry = (key: string) => {
    const row = localRows.find((item) => item.key === key);
    if (row?.file === undefined || row.status !== 'failed' || !row.retryable) return;
    const refusal = limitMessage();
    if (refusal !== undefined) {
      updateRow(key, { message: refusal });
      announce(`${row.name}: ${refusal}`);
      return;
    }
    updateRow(key, { status: 'uploading', progress: 0, message: '' });
    // The Retry button goes with the failure; focus moves to the row's Remove.
    pendingFocus.current = key;
    start(key, row.name, row.file);
  };

  return { rows, uploaded, announcements, add, remove, retry };
}
