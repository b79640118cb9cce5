import { formatFileSize } from '@atelier/form-engine/validation/upload';

/**
 * UPL-002: where a file stands. `chosen` is a single-file field's file, which travels with the
 * form's submit rather than on its own.
 */
export type UploadRowStatus = 'chosen' | 'uploading' | 'uploaded' | 'failed';

/** One item of an upload list (UPL-001). */
export interface UploadRow {
  readonly key: string;
  /** Cleaned of `<>:"/\|?*` (UPL-010). */
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  readonly status: UploadRowStatus;
  /** The percentage shown (UPL-003: at most 90 until the server answers). */
  readonly progress: number;
  /** Shown beneath the row (UPL-012); empty for none. */
  readonly message: string;
  /** Whether sending the same file again may succeed (a network failure, a count refusal). */
  readonly retryable: boolean;
  /** The server's id once uploaded. */
  readonly fileId?: string;
  /** The visitor's file, kept for a retry. */
  readonly file?: File;
}

const STATUS_TEXT: Readonly<Record<UploadRowStatus, string>> = {
  chosen: '',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  failed: 'Failed',
};

export interface UploadListProps {
  readonly id: string;
  readonly rows: readonly UploadRow[];
  readonly disabled?: boolean | undefined;
  readonly onRemove: (key: string) => void;
  readonly onRetry?: (key: string) => void;
  /** A message the field's error already shows is not repeated under its row. */
  readonly shownError?: string | undefined;
}

/**
 * UPL-001, UPL-002, UPL-011, UPL-012: the files of an upload field, one row each: name, size
 * (Bytes…YB), progress while uploading, the outcome, the message beneath a failed row, and the
 * Retry and Remove buttons. The status is written out, not only coloured.
 */
export function UploadList({ id, rows, disabled, onRemove, onRetry, shownError }: UploadListProps) {
  return (
    <ul className="fui-upload__files" id={id} aria-label="Chosen files">
      {rows.map((row) => {
        const messageId = `${id}-${row.key}-message`;
        const message = row.message !== '' && row.message !== shownError ? row.message : '';
        const statusText = STATUS_TEXT[row.status];
        return (
          <li
            key={row.key}
            className={`fui-upload__file fui-upload__file--${row.status}`}
            data-upload-key={row.key}
          >
            <div className="fui-upload__summary">
              <span className="fui-upload__name">{row.name}</span>{' '}
              <span className="fui-upload__size">{formatFileSize(row.size)}</span>
              {statusText !== '' && (
                <>
                  {' '}
                  <span className="fui-upload__status">
                    {row.status === 'uploading' ? `${statusText} ${row.progress}%` : statusText}
                  </span>
                </>
              )}
              <span className="fui-upload__actions">
                {row.status === 'failed' && row.retryable && onRetry && (
                  <button
                    type="button"
                    className="fui-upload__retry"
                    aria-label={`Retry ${row.name}`}
                    aria-describedby={message === '' ? undefined : messageId}
                    disabled={disabled}
                    onClick={() => onRetry(row.key)}
                  >
                    Retry
                  </button>
                )}
                <button
                  type="button"
                  className="fui-upload__remove"
                  aria-label={`Remove ${row.name}`}
                  aria-describedby={message === '' ? undefined : messageId}
                  disabled={disabled}
                  onClick={() => onRemove(row.key)}
                >
                  Remove
                </button>
              </span>
            </div>
            {(row.status === 'uploading' || row.status === 'uploaded') && (
              <div
                className="fui-upload__progress"
                role="progressbar"
                aria-label={`${row.name} upload progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={row.progress}
              >
                <div className="fui-upload__progress-fill" style={{ width: `${row.progress}%` }} />
              </div>
            )}
            {message !== '' && (
              <p className="fui-upload__message" id={messageId}>
                {message}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
