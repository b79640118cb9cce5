import type { AuditEntryRecord } from '@atelier/db/repositories/audit-log';
import { everyRow, sendCsv } from './csv-export';
import { subscriberExport } from './moderation/subscriber-export';
import { resultsDownloads } from './results/results-downloads';
import { entriesDownloads } from './entries/entries-downloads';
import { ordersExportDownload } from './orders/orders-export';
import type { StudioDownload } from './studio-routes';
import type { StudioServices } from './studio-services';

/**
 * Issue 21: the studio's downloads (CSV exports, files), each behind the owner check
 * `registerStudioRoutes` puts in front of it. One entry per screen that has one.
 */
export function studioDownloads(studio: StudioServices): StudioDownload[] {
  return [
    {
      path: '/studio/audit/export.csv',
      handle: (_request, reply) =>
        sendCsv<AuditEntryRecord>(reply, {
          name: 'audit-log.csv',
          columns: [
            { header: 'When (UTC)', value: (entry) => entry.createdAt },
            { header: 'Who', value: (entry) => entry.actorEmail },
            { header: 'Action', value: (entry) => entry.action },
            { header: 'Subject', value: (entry) => entry.subject },
            { header: 'Before', value: (entry) => JSON.stringify(entry.before) },
            { header: 'After', value: (entry) => JSON.stringify(entry.after) },
          ],
          rows: everyRow((before, limit) => studio.audit.page({ before, limit })),
        }),
    },
    subscriberExport(studio.moderation.subscribers),
    ...resultsDownloads(studio.results.quizzes),
    ...entriesDownloads(studio.entries),
    ordersExportDownload(studio.orders),
  ];
}
