import type { Database } from '@atelier/db/connection';
import { auditService } from './audit-service';
import { studioModeration } from './moderation/studio-moderation';
import { studioDrafts } from './entries/drafts-service';
import { studioEntries, type EntryFileStore } from './entries/entries-service';
import {
  NO_ORDER_COLLABORATORS,
  studioOrders,
  type StudioOrderCollaborators,
} from './orders/studio-orders';
import { ownerAccessOf, type SignedInAccount } from './owner-access';
import { studioOverview } from './overview';
import { studioStock } from './stock/studio-stock';
import { studioPolls } from './results/studio-polls';
import { studioQuizzes } from './results/studio-quizzes';

/** What the studio's screens take from other rooms, handed in by the composition root. */
export interface StudioCollaborators {
  /** Entries screen: the uploaded files' store and DRAFT_LIFETIME_DAYS. */
  entries?: { files?: EntryFileStore | undefined; draftLifetimeDays?: number | undefined };
  /** Orders screen: the checkout's refund and the payment methods' names. */
  orders?: StudioOrderCollaborators;
}

/**
 * Issue 21: the studio's services, as `services.studio`. Each screen's service lives in its
 * own folder here; what they need of other rooms (refunds, restocking, moderation) comes in
 * through `collaborators`, built by the composition root.
 */
export function createStudioServices(db: Database, collaborators: StudioCollaborators = {}) {
  const audit = auditService(db);
  return {
    /** Who is asking: the owner the pages and actions work for, or why not. */
    accessOf: (account: SignedInAccount | undefined) => ownerAccessOf(account),
    audit,
    overview: () => studioOverview(db),
    /** Mail queue, subscribers, comments (ADR 0035). */
    moderation: studioModeration(db, audit),
    /** Poll and quiz results, leads (ADR 0034). */
    results: { polls: studioPolls(db, audit), quizzes: studioQuizzes(db) },
    entries: studioEntries(db, audit, { files: collaborators.entries?.files }),
    drafts: studioDrafts(db, audit, { lifetimeDays: collaborators.entries?.draftLifetimeDays }),
    orders: studioOrders(db, audit, collaborators.orders ?? NO_ORDER_COLLABORATORS),
    stock: studioStock(db, audit),
  };
}

export type StudioServices = ReturnType<typeof createStudioServices>;
