import { vi } from 'vitest';
import type { UploadedFile } from './uploaded-files';

/**
 * A stand-in for XMLHttpRequest in tests: it records each upload and lets the test drive it
 * (progress, the server's answer, a network failure), so what the visitor sees at each moment
 * can be checked without timers or a server.
 */
export class FakeUploadRequest extends EventTarget {
  readonly upload = new EventTarget();
  method = '';
  url = '';
  readonly headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  aborted = false;

  constructor(private readonly sent: FakeUploadRequest[]) {
    super();
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  send(body: FormData): void {
    this.body = body;
    this.sent.push(this);
  }

  abort(): void {
    this.aborted = true;
    this.dispatchEvent(new Event('abort'));
  }

  /** The browser has sent `loaded` of `total` bytes. */
  progress(loaded: number, total: number): void {
    this.upload.dispatchEvent(
      new ProgressEvent('progress', { loaded, total, lengthComputable: true }),
    );
  }

  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.dispatchEvent(new Event('load'));
  }

  failNetwork(): void {
    this.dispatchEvent(new Event('error'));
  }

  /** The body's keys in the order they were appended. */
  keys(): string[] {
    return this.body === undefined ? [] : [...this.body.keys()];
  }

  field(name: string): FormDataEntryValue | null {
    return this.body?.get(name) ?? null;
  }
}

/** Replaces XMLHttpRequest until `vi.unstubAllGlobals()`; the list fills as uploads start. */
export function installFakeUploads(): FakeUploadRequest[] {
  const sent: FakeUploadRequest[] = [];
  vi.stubGlobal(
    'XMLHttpRequest',
    class extends FakeUploadRequest {
      constructor() {
        super(sent);
      }
    },
  );
  return sent;
}

/** UPL-005: the server's answer for an accepted file. */
export function uploadedAnswer(fileId: string, fileName: string, mimeType = 'image/jpeg') {
  return {
    success: true,
    data: {
      success: true,
      message: '',
      file_id: fileId,
      file_name: fileName,
      mime_type: mimeType,
      file_url: `/api/uploads/${fileId}`,
    },
  };
}

/** A file of `size` bytes (its content does not matter to the widget). */
export function fileOf(name: string, size: number, type = 'image/jpeg'): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** A field value entry for a file uploaded earlier (a restored draft). */
export function uploadedValue(fileId: string, fileName: string, size: number): UploadedFile {
  return {
    success: true,
    message: '',
    file_id: fileId,
    file_name: fileName,
    mime_type: 'image/jpeg',
    file_url: `/api/uploads/${fileId}`,
    name: fileName,
    size,
    type: 'image/jpeg',
  };
}
