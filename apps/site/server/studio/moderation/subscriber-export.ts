import { z } from 'zod';
import {
  MODERATION_PATHS,
  SUBSCRIBER_STATUSES,
} from '~/features/studio/moderation/moderation-paths';
import { ApiError } from '../../platform/http/api-errors';
import { everyRow, sendCsv } from '../csv-export';
import type { StudioDownload } from '../studio-routes';
import type { StudioSubscribers, SubscriberRow } from './studio-subscribers';

/**
 * The export's address query: the list's filters. Without a status it is the confirmed
 * subscribers (those a newsletter may go to); `all` is every row.
 */
const exportQuerySchema = z.object({
  status: z.enum([...SUBSCRIBER_STATUSES, 'all']).default('confirmed'),
  email: z.string().trim().max(100).optional(),
});

/** Issue 21 (ADR 0035): `/studio/subscribers/export.csv`, streamed page by page. */
export function subscriberExport(subscribers: StudioSubscribers): StudioDownload {
  return {
    path: MODERATION_PATHS.subscribersExport,
    handle(request, reply) {
      const query = exportQuerySchema.safeParse(request.query);
      if (!query.success)
        throw new ApiError(
          400,
          `The status to export is one of ${[...SUBSCRIBER_STATUSES, 'all'].join(', ')}; the address search is at most 100 characters.`,
          'bad_export_query',
        );
      const { status, email } = query.data;
      return sendCsv<SubscriberRow>(reply, {
        name: `subscribers-${status}.csv`,
        columns: [
          { header: 'Email', value: (row) => row.email },
          { header: 'Name', value: (row) => row.name },
          { header: 'Status', value: (row) => row.status },
          { header: 'Signed up (UTC)', value: (row) => row.createdAt },
          { header: 'Confirmed (UTC)', value: (row) => row.confirmedAt },
          { header: 'Unsubscribed (UTC)', value: (row) => row.unsubscribedAt },
        ],
        rows: everyRow((before, limit) =>
          subscribers.page({
            before,
            limit,
            status: status === 'all' ? undefined : status,
            email: email || undefined,
          }),
        ),
      });
    },
  };
}
