import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { UploadErrorType } from '@atelier/contracts/uploads';
import { fileTypeFromBuffer } from 'file-type';
import { judgeContent } from './file-kinds';

/** A file refused for a reason the visitor can fix, with the message to show under its row. */
export class UploadRefused extends Error {
  override name = 'UploadRefused';

  constructor(
    readonly errorType: UploadErrorType,
    message: string,
  ) {
    super(message);
  }
}

/**
 * How much of the start of a file the type is judged on: file-type needs 4100 bytes for most
 * formats; more lets it see past the first entries of an Office zip or a long ID3 tag.
 */
export const SAMPLE_BYTES = 64 * 1024;

export const EMPTY_FILE_MESSAGE = 'This file is empty (0 bytes). Please choose another file.';

export const STALLED_UPLOAD_MESSAGE =
  'The upload stopped arriving, so it was cut off. Please check your connection and upload the file again.';

/**
 * A file whose bytes stopped arriving: the client went quiet mid-file. Nothing else cuts such a
 * request off (the server sets no request timeout, so slow but steady uploads are never cut), so
 * without this its partial file would sit in the store for as long as the connection stays open.
 */
export class UploadStalled extends Error {
  override name = 'UploadStalled';

  constructor(readonly stallMs: number) {
    super(STALLED_UPLOAD_MESSAGE);
  }
}

export interface InspectionRules {
  /** The most bytes accepted (DEC-10: exactly this many pass). */
  readonly maxBytes: number;
  /** UPL-007: the field's size message, shown when the file is larger. */
  readonly sizeMessage: string;
  /** The file's extension, lower-case, without the dot ('' for none). */
  readonly extension: string;
  /** The field's allowed extensions, lower-case (empty: any). */
  readonly allowedExtensions: readonly string[];
  /** How long the file may go without a byte arriving before it is cut off (UploadStalled). */
  readonly stallMs: number;
}

export interface InspectedFile {
  readonly size: number;
  readonly sha256: string;
  /** The type judged from the bytes (see judgeContent), never the one the browser claimed. */
  readonly mimeType: string;
}

export interface Inspection {
  /** The file's bytes, passed on as they arrive; throws UploadRefused as soon as one rule fails. */
  readonly chunks: AsyncIterable<Uint8Array>;
  /** What was found, once `chunks` has been read to the end. */
  result(): InspectedFile;
}

function mismatchMessage(extension: string, reason: 'mismatch' | 'program'): string {
  const prefix = extension === '' ? 'This file' : `.${extension}`;
  return reason === 'program'
    ? `${prefix}: programs cannot be uploaded here.`
    : `${prefix}: the file's content is not what its extension says, so it was not accepted. Please choose the original file.`;
}

/**
 * Checks a file while it streams through, holding only its first SAMPLE_BYTES: the size against
 * the limit (refused the moment it passes it), the content against the extension (judged once
 * the sample is in, or at the end for a smaller file), and not empty. Hashes it on the way. A
 * file that stops arriving for `stallMs` is cut off: its stream is destroyed with UploadStalled,
 * so whoever writes it fails at once and removes what it wrote.
 */
export function inspectUpload(source: Readable, rules: InspectionRules): Inspection {
  let found: InspectedFile | undefined;
  let mimeType: string | undefined;

  async function judge(sample: Buffer) {
    const sniffed = await fileTypeFromBuffer(sample);
    const verdict = judgeContent(rules.extension, sniffed, sample, rules.allowedExtensions);
    if (!verdict.accepted) {
      throw new UploadRefused('type', mismatchMessage(rules.extension, verdict.reason));
    }
    mimeType = verdict.mimeType;
  }

  async function* chunks(): AsyncGenerator<Uint8Array> {
    const hash = createHash('sha256');
    const sample: Buffer[] = [];
    let sampled = 0;
    let size = 0;
    const stalled = () => source.destroy(new UploadStalled(rules.stallMs));
    const watchdog = setTimeout(stalled, rules.stallMs);
    // A stalled upload must not keep a finished test run or a shutting-down server alive.
    watchdog.unref();
    try {
      for await (const chunk of source as AsyncIterable<Buffer>) {
        watchdog.refresh();
        size += chunk.length;
        if (size > rules.maxBytes) throw new UploadRefused('size', rules.sizeMessage);
        hash.update(chunk);
        if (mimeType === undefined) {
          sample.push(chunk);
          sampled += chunk.length;
          if (sampled >= SAMPLE_BYTES) {
            await judge(Buffer.concat(sample, SAMPLE_BYTES));
            sample.length = 0;
          }
        }
        yield chunk;
      }
    } finally {
      clearTimeout(watchdog);
    }
    // The multipart parser cuts a file at its own ceiling and marks it: never store a cut file.
    if ('truncated' in source && source.truncated === true) {
      throw new UploadRefused('size', rules.sizeMessage);
    }
    if (size === 0) throw new UploadRefused('empty', EMPTY_FILE_MESSAGE);
    if (mimeType === undefined) await judge(Buffer.concat(sample));
    found = { size, sha256: hash.digest('hex'), mimeType: mimeType ?? 'application/octet-stream' };
  }

  return {
    chunks: chunks(),
    result() {
      if (!found) throw new Error('The upload was not read to the end.');
      return found;
    },
  };
}
