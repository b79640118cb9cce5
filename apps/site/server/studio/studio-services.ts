import type { Database } from '@atelier/db/connection';
import { auditService } from './audit-service';
import {
  NO_ORDER_COLLABORATORS,
  studioOrders,
  type StudioOrderCollaborators,
} from './orders/studio-orders';
import { ownerAccessOf, type SignedInAccount } from './owner-access';
import { studioOverview } from './overview';
import { studioStock } from './stock/studio-stock';

/**
 * Issue 21: the studio's services, as `services.studio`. Each screen's service lives in its
 * own folder here; what they need of other rooms (refunds, restocking, moderation) comes in
 * through `collaborators`, built by the composition root.
 */
export function createStudioServices(
  db: Database,
  collaborators: { orders?: StudioOrderCollaborators } = {},
) {
  const audit = auditService(db);
  return {
    /** Who is asking: the owner the pages and actions work for, or why not. */
    accessOf: (account: SignedInAccount | undefined) => ownerAccessOf(account),
    audit,
    overview: () => studioOverview(db),
    orders: studioOrders(db, audit, collaborators.orders ?? NO_ORDER_COLLABORATORS),
    stock: studioStock(db, audit),
  };
}

export type StudioServices = ReturnType<typeof createStudioServices>;
