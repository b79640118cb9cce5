import type { UploadRecord } from '@atelier/db/repositories/uploads';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { UploadService } from './upload-service';

/**
 * The files one request stored. A request that does not end with the visitor holding its files
 * (refused, failed, or cut off before its answer arrived) takes them out again at once: the
 * visitor never got their file_ids, so could neither use nor remove them, and each would take a
 * place under its field's file limit until the orphan clean-up a day later.
 */
export interface RequestUploads {
  /** How many files this request has stored into the field (or copy) `elementId`. */
  countIn(elementId: string): number;
  add(record: UploadRecord): void;
  /**
   * Removes every file of this request that nothing holds yet: a file an entry or a draft took
   * stays. Best effort: a file that cannot be removed now is left to the orphan clean-up.
   */
  discardUnheld(): Promise<void>;
}

const byRequest = new WeakMap<FastifyRequest, RequestUploads>();

/** How the request's answer went: its status, and whether it was written out in full. */
export interface AnswerOutcome {
  status: number;
  finished: boolean;
}

/**
 * The request's uploads, started on first use. `delivered` is asked once the response has
 * closed: unless it says the visitor received the answer that gives them the files, the files
 * nothing holds are removed then (a connection that closed before the answer was written out
 * counts as not delivered). The refusals an action answers itself should discard before
 * answering, so a retry straight after never meets the files still in their places.
 */
export function uploadsOfRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  uploads: UploadService,
  delivered: (answer: AnswerOutcome) => boolean,
): RequestUploads {
  const existing = byRequest.get(request);
  if (existing) return existing;
  const records: UploadRecord[] = [];
  // The response may already be gone: the client hung up while the file was being stored.
  let closed = reply.raw.destroyed;
  let finished = false;

  const tracked: RequestUploads = {
    countIn: (elementId) => records.filter((record) => record.elementId === elementId).length,
    add(record) {
      records.push(record);
      if (closed) void tracked.discardUnheld();
    },
    async discardUnheld() {
      const taken = records.splice(0);
      await Promise.allSettled(taken.map((record) => uploads.remove(record.id, record.sessionId)));
    },
  };
  byRequest.set(request, tracked);
  // 'finish': the whole answer was handed to the connection; a cut-off one never finishes.
  reply.raw.once('finish', () => {
    finished = true;
  });
  reply.raw.once('close', () => {
    closed = true;
    if (!delivered({ status: reply.statusCode, finished })) void tracked.discardUnheld();
  });
  return tracked;
}

/** An upload call's answer handed the visitor their file: a 200 written out in full. */
export const uploadAnswerDelivered = ({ status, finished }: AnswerOutcome) =>
  status === 200 && finished;
