import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Database } from '@atelier/db/connection';
import {
  uploadRepository,
  type NewUpload,
  type UploadOwner,
  type UploadRecord,
} from '@atelier/db/repositories/uploads';
import { fileExtensionOf } from '@atelier/form-engine/validation/file-extension';
import {
  validateUploadCount,
  validateUploadSize,
  validateUploadType,
} from '@atelier/form-engine/validation/upload';
import type { IncomingFile } from '../../platform/http/ajax-endpoint';
import type { LoadedForm } from '../loaded-form';
import { cleanUploadName } from './file-names';
import { inspectUpload, UploadRefused } from './inspect-upload';
import type { UploadStore } from './upload-store';
import { NO_FILE_CHOSEN, uploadFieldAt, uploadRulesOf } from './upload-rules';

/** Room in the request for a part's headers and the fields around the file. */
const PART_OVERHEAD_BYTES = 64 * 1024;

/**
 * How long an upload may go without a byte arriving before it is cut off and its partial file
 * removed. A working connection, however slow, delivers something every few seconds; a minute
 * leaves room for a phone changing networks.
 */
export const UPLOAD_STALL_MS = 60_000;

/**
 * A file name that arrived as bytes that are not UTF-8 (`filename*=UTF-8''%FF`, or raw bytes):
 * the parser turns them into U+FFFD, so keeping it would store a name the visitor never gave.
 */
export const DAMAGED_NAME_MESSAGE =
  "This file's name is not valid UTF-8 text, so the file was not accepted. Please rename the file and upload it again.";
const REPLACEMENT_CHARACTER = '\uFFFD';

/** The form or the field an upload names does not exist (or the form is not published). */
export class UploadTargetMissing extends Error {
  override name = 'UploadTargetMissing';

  constructor(
    readonly code: 'form_not_found' | 'field_not_found',
    message: string,
  ) {
    super(message);
  }
}

/** Who uploads into which field: `elementId` may be a copy in a repeated group (`upload-1-2`). */
export interface UploadTarget {
  formId: number;
  elementId: string;
  sessionId: string;
}

/** Issue 21: how long a signed download address works: long enough to follow the redirect. */
export const SIGNED_DOWNLOAD_SECONDS = 60;

/** A file_id: 24 random bytes, URL-safe. */
const newFileId = () => randomBytes(24).toString('base64url');

/**
 * Uploaded form files: taking one in (streamed into the store with every check on the way),
 * reading one back for its owner, taking one out again, and the clean-up of files never
 * submitted. The checks are the form engine's (UPL-007…UPL-010), with the field's own messages.
 */
export function uploadService(
  db: Database,
  options: {
    store: UploadStore;
    loadForm(id: number): Promise<LoadedForm | undefined>;
    /** UPLOAD_STALL_MS unless given (tests use a short one). */
    stallMs?: number;
  },
) {
  const repository = uploadRepository(db);
  const { store } = options;
  const stallMs = options.stallMs ?? UPLOAD_STALL_MS;

  async function targetField(target: UploadTarget) {
    const form = await options.loadForm(target.formId);
    if (!form || form.status !== 'publish') {
      throw new UploadTargetMissing(
        'form_not_found',
        `There is no form with id ${target.formId} on this site.`,
      );
    }
    const field = uploadFieldAt(form.definition, target.elementId);
    if (!field) {
      throw new UploadTargetMissing(
        'field_not_found',
        `The form has no upload field "${target.elementId.slice(0, 40)}".`,
      );
    }
    return { form, field, rules: uploadRulesOf(form.definition, field) };
  }

  /** Deletes stored files, best effort: one that cannot be deleted now goes with the orphans. */
  async function deleteFiles(storedNames: readonly string[]) {
    await Promise.allSettled(storedNames.map((storedName) => store.delete(storedName)));
  }

  return {
    /**
     * UPL-004…UPL-010: takes one file into an upload field. Checked before a byte is read: the
     * field exists, the name (cleaned, UPL-010) has an allowed extension (UPL-008) and the field
     * has room (UPL-009); while streaming: the size (UPL-007, DEC-10) and the content against
     * the extension; at the end: not empty, and the room again, atomically with the insert, so
     * uploads racing each other cannot pass the limit together. A single-file field keeps only
     * the newest file of earlier requests; `earlierInRequest` (files this same request already
     * stored into the field) counts against the limit too, so one request cannot send a
     * single-file field two files. A refused, failed or stalled file leaves nothing behind;
     * throws UploadRefused with the field's message, UploadStalled, or UploadTargetMissing.
     */
    async receive(
      target: UploadTarget,
      file: IncomingFile,
      allowBytes: (bytes: number) => void,
      earlierInRequest = 0,
    ): Promise<UploadRecord> {
      const { field, rules } = await targetField(target);
      // Room to read this file, or to read past it when it is refused below.
      allowBytes(rules.maxBytes + PART_OVERHEAD_BYTES);
      if (file.fileName.includes(REPLACEMENT_CHARACTER)) {
        throw new UploadRefused('type', DAMAGED_NAME_MESSAGE);
      }
      const fileName = cleanUploadName(file.fileName);
      if (fileName === undefined) throw new UploadRefused('empty', NO_FILE_CHOSEN);
      const typeMessage = validateUploadType({ name: fileName, size: 0 }, rules);
      if (typeMessage !== undefined) throw new UploadRefused('type', typeMessage);
      const owner: UploadOwner = {
        sessionId: target.sessionId,
        formId: target.formId,
        elementId: target.elementId,
      };
      const limitMessage = () =>
        validateUploadCount(rules.maxFiles + 1, rules) ?? `${rules.maxFiles} files at most.`;
      if (earlierInRequest >= rules.maxFiles) throw new UploadRefused('limit', limitMessage());
      if (field.multiple && (await repository.countPending(owner)) >= rules.maxFiles) {
        throw new UploadRefused('limit', limitMessage());
      }

      const inspection = inspectUpload(file.stream, {
        maxBytes: rules.maxBytes,
        sizeMessage:
          validateUploadSize(
            { name: fileName, size: rules.maxBytes + 1 },
            {
              ...rules,
              maxSize: rules.maxBytes,
            },
          ) ?? '',
        extension: fileExtensionOf(fileName),
        allowedExtensions: rules.allowedExtensions,
        stallMs,
      });
      const stored = await store.write(inspection.chunks);
      try {
        const found = inspection.result();
        const upload: NewUpload = {
          ...owner,
          id: newFileId(),
          fileName,
          storedName: stored.storedName,
          mimeType: found.mimeType,
          sizeBytes: found.size,
          sha256: found.sha256,
        };
        if (!field.multiple) {
          const { record, replaced } = await repository.replacePending(upload);
          await deleteFiles(replaced);
          return record;
        }
        const record = await repository.addWithinLimit(upload, rules.maxFiles);
        if (!record) throw new UploadRefused('limit', limitMessage());
        return record;
      } catch (error) {
        await deleteFiles([stored.storedName]);
        throw error;
      }
    },

    /** A file for the session that uploaded it; undefined for anyone else, or when it is gone. */
    async open(
      fileId: string,
      sessionId: string,
    ): Promise<{ record: UploadRecord; stream: Readable } | undefined> {
      const record = await repository.find(fileId);
      if (!record || record.sessionId !== sessionId) return undefined;
      const stream = await store.read(record.storedName);
      return stream ? { record, stream } : undefined;
    },

    /**
     * Issue 21 (STORAGE_SIGNED_DOWNLOADS): after the same owner check as `open`, a signed address
     * valid `SIGNED_DOWNLOAD_SECONDS` that downloads the file as an attachment under its cleaned
     * name and sniffed type. `url` is undefined when the storage cannot sign (a local folder):
     * the caller streams with `open` instead. Undefined for anyone but the owner.
     */
    async signedDownload(
      fileId: string,
      sessionId: string,
    ): Promise<{ record: UploadRecord; url: string | undefined } | undefined> {
      const record = await repository.find(fileId);
      if (!record || record.sessionId !== sessionId) return undefined;
      const url = await store.signedDownloadUrl(record.storedName, {
        fileName: record.fileName,
        contentType: record.mimeType,
        expiresInSeconds: SIGNED_DOWNLOAD_SECONDS,
      });
      return { record, url };
    },

    /** The visitor takes a file they have not submitted yet out of its field. */
    async remove(fileId: string, sessionId: string): Promise<boolean> {
      const storedName = await repository.removePending(fileId, sessionId);
      if (storedName === undefined) return false;
      await deleteFiles([storedName]);
      return true;
    },
  };
}

export type UploadService = ReturnType<typeof uploadService>;
