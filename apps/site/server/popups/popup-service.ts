import {
  popupContentSchema,
  popupSettingsSchema,
  viewingRequestSchema,
  VIEWING_REQUEST_FIELDS,
  type PagePopup,
  type PopupContentKind,
  type ViewingRequest,
} from '@atelier/contracts/popups';
import type { PopupFormAnswer, PopupFormError } from '@atelier/contracts/popup-forms';
import type { Database } from '@atelier/db/connection';
import { popupRepository, type PopupRecord } from '@atelier/db/repositories/popups';
import { decidePageConditions } from '@atelier/popups/popup-conditions';
import type { PopupWarning } from '@atelier/popups/popup-warnings';
import type { OutgoingMail } from '../platform/mail/mail-service';
import { parsedRows } from '../platform/parsed-rows';
import { queueSideMail, silentMailLog, type SideMailLog } from '../platform/mail/side-mail';

export interface PopupVisitor {
  sessionId: string | null;
  ipHash: string;
  userAgent: string;
}

export interface PopupServiceOptions {
  mail: { enqueue(mail: OutgoingMail): Promise<unknown> };
  /** Where viewing requests go (the gallery's address). */
  galleryEmail: string;
  log?: SideMailLog;
  now?: () => Date;
}

/** A `pum_form` the server refuses: 404 (no such form popup) or 400 (the fields, per field). */
export class PopupFormRefused extends Error {
  override name = 'PopupFormRefused';
  constructor(
    readonly status: 400 | 404,
    message: string,
    readonly code: string,
    readonly errors: PopupFormError[] = [],
  ) {
    super(message);
  }
}

export const POPUP_FORM_MESSAGES = {
  sent: 'Thank you. We have your request and will confirm your viewing by email.',
  invalid: 'Please correct the marked fields.',
  notFound: 'This form is not available.',
} as const;

const FIELD_LABELS: Record<string, string> = {
  [VIEWING_REQUEST_FIELDS.name]: 'Name',
  [VIEWING_REQUEST_FIELDS.email]: 'Email',
  [VIEWING_REQUEST_FIELDS.phone]: 'Phone',
  [VIEWING_REQUEST_FIELDS.date]: 'Preferred date',
  [VIEWING_REQUEST_FIELDS.message]: 'Message',
};

/** The request as values a stored entry and a text mail keep; a repeated field is refused. */
function viewingFieldsOf(input: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of Object.values(VIEWING_REQUEST_FIELDS)) {
    const value = input[name];
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Issue 16 (POP, ADR 0017): the popups a page offers, and the popup plugin's own form
 * (`pum_form`, the private-viewing request): checked here whatever the browser checked, stored,
 * and mailed to the gallery as text.
 */
export function popupService(db: Database, options: PopupServiceOptions) {
  const popups = popupRepository(db);
  const log = options.log ?? silentMailLog;
  const now = options.now ?? (() => new Date());

  // Each row's settings and content are parsed once per process until the row changes
  // (platform/parsed-rows.ts): the root loader asks for the popups on every page it renders.
  const parsedPopup = parsedRows((row: PopupRecord) => {
    const settings = popupSettingsSchema.safeParse(row.settings);
    const content = popupContentSchema.safeParse(row.content);
    if (!settings.success || !content.success) {
      // A broken popup is left out and logged; the page still renders.
      log.error({ popupId: row.id }, 'popup not offered: its settings or content do not parse');
      return null;
    }
    return { row, settings: settings.data, content: content.data };
  });

  async function loadPublished() {
    const rows = await popups.listPublished();
    return rows.flatMap((row) => parsedPopup(row) ?? []);
  }

  return {
    /**
     * The popups a page at `path` offers: page conditions decided here from the path alone (the
     * page stays the same for every visitor), device and signed-in left to the browser. Only
     * kinds the page can draw (`kinds`) are offered, so a popup without its renderer never
     * appears. Warnings for unknown condition types are the runtime's to log.
     */
    async forPage(
      path: string,
      kinds: ReadonlySet<PopupContentKind>,
    ): Promise<{ popups: PagePopup[]; warnings: PopupWarning[] }> {
      const offered: PagePopup[] = [];
      const warnings: PopupWarning[] = [];
      for (const { row, settings, content } of await loadPublished()) {
        if (!kinds.has(content.kind)) continue;
        const decided = decidePageConditions(row.id, settings.conditions, path);
        warnings.push(...decided.warnings);
        if (!decided.offered) continue;
        offered.push({
          id: row.id,
          slug: row.slug,
          title: row.title,
          settings,
          content,
          browserConditions: decided.browserGroups,
        });
      }
      return { popups: offered, warnings };
    },

    /** POP-013: a viewing request sent from a popup. */
    async submitForm(
      popupId: number,
      input: Readonly<Record<string, unknown>>,
      visitor: PopupVisitor,
    ): Promise<PopupFormAnswer> {
      const row = await popups.find(popupId);
      const content =
        row?.status === 'publish' ? popupContentSchema.safeParse(row.content) : undefined;
      if (!row || !content?.success || content.data.kind !== 'viewing-request')
        throw new PopupFormRefused(404, POPUP_FORM_MESSAGES.notFound, 'popup_form_not_found');

      const parsed = viewingRequestSchema(isoDay(now())).safeParse(viewingFieldsOf(input));
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({
          field: String(issue.path[0] ?? ''),
          message: issue.code === 'invalid_type' ? 'Please enter this as text.' : issue.message,
        }));
        // One message per field: the first problem is the one to fix.
        const perField = errors.filter(
          (error, index) => errors.findIndex((other) => other.field === error.field) === index,
        );
        throw new PopupFormRefused(400, POPUP_FORM_MESSAGES.invalid, 'invalid_fields', perField);
      }
      const request: ViewingRequest = parsed.data;
      const values = Object.fromEntries(
        Object.entries(request).map(([name, value]) => [name, String(value)]),
      );
      const entryId = await popups.storeFormEntry({ popupId, values, ...visitor });
      await queueViewingMail(row.title, entryId, values);
      return {
        success: true,
        data: { message: POPUP_FORM_MESSAGES.sent, redirect: content.data.success.redirect },
      };
    },
  };

  async function queueViewingMail(title: string, entryId: number, values: Record<string, string>) {
    const details = { entryId };
    const lines = Object.entries(values).map(
      ([name, value]) => `${FIELD_LABELS[name] ?? name}: ${value === '' ? '—' : value}`,
    );
    try {
      await queueSideMail(
        options.mail,
        {
          to: options.galleryEmail,
          subject: `${title}: request ${entryId}`,
          // Text only: the values are the visitor's words, never markup.
          text: `A private viewing was requested on the website.\n\n${lines.join('\n')}\n`,
          purpose: 'popup-viewing-request',
        },
        log,
        'viewing request mail',
        details,
      );
    } catch (error) {
      log.error({ ...details, err: error }, 'viewing request mail not queued; the entry is stored');
    }
  }
}

export type PopupService = ReturnType<typeof popupService>;
