import type { AppLoadContext } from 'react-router';
import { requireOwner } from './studio-access.server';

export async function loadStudioOverview(args: { request: Request; context: AppLoadContext }) {
  const { owner } = await requireOwner(args);
  return { owner: owner.email, counts: await args.context.services.studio.overview() };
}
