import { AuditPage } from '~/features/studio/audit-page';
import { loadAuditPage } from '~/features/studio/audit-page.server';
import { seoMeta } from '~/shared/seo';
import type { Route } from './+types/studio-audit';

export const loader = (args: Route.LoaderArgs) => loadAuditPage(args);

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: 'Audit log · Studio', description: 'Owner actions.', noindex: true });

export default function StudioAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage data={loaderData} />;
}
