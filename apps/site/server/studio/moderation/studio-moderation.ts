import type { Database } from '@atelier/db/connection';
import type { AuditService } from '../audit-service';
import { studioComments } from './studio-comments';
import { studioMail } from './studio-mail';
import { studioSubscribers } from './studio-subscribers';

/**
 * Issue 21 (ADR 0035): the studio's moderation screens' services, as
 * `services.studio.moderation`: the mail queue, the newsletter's subscribers, comments.
 */
export function studioModeration(db: Database, audit: AuditService, now?: () => Date) {
  return {
    mail: studioMail(db, audit, now),
    subscribers: studioSubscribers(db, audit, now),
    comments: studioComments(db, audit),
  };
}

export type StudioModeration = ReturnType<typeof studioModeration>;
