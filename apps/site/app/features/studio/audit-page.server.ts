import type { AppLoadContext } from 'react-router';
import { requireOwner } from './studio-access.server';
import { keysetRequestOf } from './studio-paths';

/** Issue 21: the audit log, newest first, optionally one action's entries or one subject's. */
export async function loadAuditPage(args: { request: Request; context: AppLoadContext }) {
  await requireOwner(args);
  const url = new URL(args.request.url);
  const { audit } = args.context.services.studio;
  const actions = await audit.actions();
  const wanted = url.searchParams.get('action') ?? '';
  // Only an action the log holds filters; anything else shows everything.
  const action = actions.includes(wanted) ? wanted : undefined;
  const subject = (url.searchParams.get('subject') ?? '').slice(0, 100) || undefined;
  const page = await audit.page({ ...keysetRequestOf(url), action, subject });
  return {
    actions,
    action: action ?? '',
    subject: subject ?? '',
    entries: page.rows.map((entry) => ({
      ...entry,
      createdAt: entry.createdAt.toISOString(),
      // The records as text: the screen shows them, never renders them.
      before: entry.before === null ? null : JSON.stringify(entry.before, null, 2),
      after: entry.after === null ? null : JSON.stringify(entry.after, null, 2),
    })),
    older: page.older,
    newer: page.newer,
  };
}
