import type { Database } from '@atelier/db/connection';
import {
  auditLogRepository,
  type AuditEntryInput,
  type AuditEntryRecord,
} from '@atelier/db/repositories/audit-log';
import type { KeysetPage, KeysetRequest } from '@atelier/db/repositories/keyset';
import type { StudioOwner } from './owner-access';

/** The owner command run on the server: its changes are recorded under this name. */
export const COMMAND_LINE_ACTOR = { id: null, email: 'command line' } as const;

export type AuditActor = StudioOwner | typeof COMMAND_LINE_ACTOR;

/**
 * Issue 21: every owner action is recorded (who, what, when, before and after). A service
 * records inside the transaction of its change (`recordIn(tx, …)`), so the change and its entry
 * commit together: no change without its entry, no entry for a change that rolled back.
 */
export function auditService(db: Database) {
  return {
    recordIn(tx: Database, actor: AuditActor, entry: AuditEntryInput): Promise<void> {
      return auditLogRepository(tx).record(actor, entry);
    },
    page(
      request: KeysetRequest & { action?: string | undefined; subject?: string | undefined },
    ): Promise<KeysetPage<AuditEntryRecord>> {
      return auditLogRepository(db).page(request);
    },
    actions(): Promise<string[]> {
      return auditLogRepository(db).actions();
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
