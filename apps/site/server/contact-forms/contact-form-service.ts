import { createHmac } from 'node:crypto';
import type {
  ContactFormAnswerStatus,
  ContactFormFeedbackAnswer,
  ContactFormInvalidField,
  ContactFormRefillAnswer,
} from '@atelier/contracts/contact-form';
import { CONTACT_FORM_HIDDEN_FIELDS } from '@atelier/contracts/contact-form-names';
import {
  contactFormDefinitionSchema,
  messageOf,
  publicContactFormOf,
  type ContactFormDefinition,
  type ContactFormMailTemplate,
  type PublicContactForm,
} from '@atelier/contracts/contact-form-definition';
import type { Database } from '@atelier/db/connection';
import { rateLimitRepository } from '@atelier/db/repositories/rate-limits';
import {
  contactFormRepository,
  type ContactFormRecord,
} from '@atelier/db/repositories/contact-forms';
import { postedDataKey } from '@atelier/form-engine/contact-form/posted-data-hash';
import type { SwvSchema } from '@atelier/form-engine/contact-form/swv-schema';
import { swvInputFromEntries, validateSwv } from '@atelier/form-engine/contact-form/swv-validate';
import { z } from 'zod';
import { ApiError } from '../platform/http/api-errors';
import type { OutgoingMail } from '../platform/mail/mail-service';
import type { SideMailLog } from '../platform/mail/side-mail';
import { visitorMailLimit } from '../platform/mail/visitor-mail-limit';
import { parsedRows } from '../platform/parsed-rows';
import { replaceMailTags, type MailTagValues } from './mail-tags';
import { openedAtOf, openedStamp } from './opened-stamp';

/** A published contact form as the server uses it: its definition parsed, its schema derived. */
export interface LoadedContactForm {
  id: number;
  slug: string;
  title: string;
  locale: string;
  definition: ContactFormDefinition;
  /** What the browser gets (no mail templates), with the SWV schema. */
  public: PublicContactForm;
  schema: SwvSchema;
}

/** The page a form sits on (`_wpcf7_container_post`), as the mail names it. */
export interface ContainerPost {
  title: string;
  /** Its public address. */
  url: string;
}

/** Who sent a submission, as the stored row records it (never the raw address). */
export interface ContactFormSender {
  sessionId: string | null;
  ipHash: string;
  userAgent: string;
  /** For the bot-check provider only; never stored. */
  remoteIp: string;
}

export interface ContactFormServiceOptions {
  mail: { enqueue(mail: OutgoingMail): Promise<{ id: number }> };
  /** The site's bot-check (CF-045…CF-049): `verify(token, remoteIp, action)`. */
  captcha: {
    verifyBotCheck(token: string, remoteIp: string, action: string): Promise<{ ok: boolean }>;
  };
  /**
   * The post a form sits on, by id: the composition root looks it up in the catalogue, so this
   * room knows no shop. Undefined: there is no such post.
   */
  containerPost(id: number): Promise<ContainerPost | undefined>;
  /**
   * What `[_post_title]` and `[_post_url]` name when a form sits on no post (the enquiry popup,
   * container post 0): the gallery itself, so no mail reads "Enquiry about : …".
   */
  noContainerPost: ContainerPost;
  /** Keys the posted-data hash and the opening stamps. */
  secret: string;
  /** The gallery's address: the mail goes there when the form names no other. */
  siteEmail: string;
  log?: SideMailLog | undefined;
  now?: () => Date;
}

/**
 * How a submission reached the server. `rest`: the browser script (it always has a bot-check
 * token and an opening stamp). `page`: a native post without JavaScript, which cannot have a
 * token; its first post is answered with a stamp to send again with (ADR 0016).
 */
export type ContactFormChannel = 'rest' | 'page';

/** CF-005 and what the server knows besides: the opening stamp a native post sends again. */
export interface ContactFormOutcome {
  answer: ContactFormFeedbackAnswer;
  /** The posted values as read (for a native post's page, which shows them again). */
  values: Record<string, string[]>;
  /** Set when a native post must be sent again with this stamp (its first post). */
  openedStamp?: string;
}

/** Why a submission was taken for spam (stored with it, so the owner can see what was caught). */
export type SpamReason =
  'honeypot' | 'no_opening_stamp' | 'too_fast' | 'bot_check_missing' | 'bot_check_refused';

/** The longest value one field may carry, whatever the form says (a stored row stays small). */
export const CONTACT_FORM_VALUE_LIMIT = 10_000;
/** How many values one field may carry (a checkbox group). */
const VALUES_PER_FIELD_LIMIT = 50;

const NOT_FOUND_MESSAGE = 'The requested contact form was not found.';

/** A form id as an address names it: digits that fit the column, else no form at all. */
export const contactFormIdSchema = z
  .string()
  .regex(/^\d{1,10}$/)
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

export const contactFormNotFound = () => new ApiError(404, NOT_FOUND_MESSAGE, 'wpcf7_not_found');

function loaded(record: ContactFormRecord): LoadedContactForm {
  const definition = contactFormDefinitionSchema.parse(record.definition);
  const form = { ...record, definition };
  const publicForm = publicContactFormOf(form);
  return {
    id: record.id,
    slug: record.slug,
    title: record.title,
    locale: record.locale,
    definition,
    public: publicForm,
    schema: publicForm.schema,
  };
}

/** The original's unit tag: `wpcf7-f<form>-p<post>-o<n>` (`-p…` absent off a post). */
const UNIT_TAG = /^wpcf7-f(\d{1,10})(?:-p(\d{1,10}))?-o(\d{1,4})$/;

export const unitTagOf = (formId: number, containerPostId: number, occurrence: number) =>
  containerPostId > 0
    ? `wpcf7-f${formId}-p${containerPostId}-o${occurrence}`
    : `wpcf7-f${formId}-o${occurrence}`;

const isAddress = (text: string) =>
  z.email().safeParse(/<([^<>]+)>\s*$/.exec(text)?.[1] ?? text.trim()).success;

/**
 * The contact-form plugin flow (issue 16, CF, DEC-11, ADR 0016): loading a published form, the
 * refill, and a submission checked as the original checks it (validation with the form's SWV
 * schema, acceptance, spam, then mail), stored and mailed through the queue. The REST routes and
 * the product page's native post both call `submit`, so the rules cannot differ.
 */
export function contactFormService(db: Database, options: ContactFormServiceOptions) {
  const forms = contactFormRepository(db);
  const parsedForm = parsedRows(loaded);
  const now = options.now ?? (() => new Date());
  // The auto-reply goes to an address the visitor typed: limited like every such mail.
  const autoReplyLimit = visitorMailLimit(rateLimitRepository(db), {
    prefix: 'contact-form-mail',
    perVisitor: AUTO_REPLIES_PER_VISITOR,
    perAddress: AUTO_REPLIES_PER_ADDRESS,
    now,
  });

  const hashOf = (values: Record<string, string[]>) =>
    createHmac('sha256', options.secret).update(postedDataKey(values)).digest('hex').slice(0, 32);

  /**
   * The values the form defines, read from the posted entries; the context fields, the honeypot
   * and anything else the form does not know are left out of what is stored and mailed.
   */
  function postedValues(form: LoadedContactForm, all: Record<string, string[]>) {
    const values: Record<string, string[]> = {};
    for (const field of form.definition.fields) {
      const posted = all[field.name] ?? [];
      if (posted.length > VALUES_PER_FIELD_LIMIT) {
        throw new ApiError(400, `Too many values were sent for ${field.name}.`, 'invalid_input');
      }
      for (const value of posted) {
        if (value.length > CONTACT_FORM_VALUE_LIMIT) {
          throw new ApiError(400, `The value of ${field.name} is too long.`, 'invalid_input');
        }
      }
      // A hidden field keeps the owner's value: the client's is never trusted.
      values[field.name] =
        field.type === 'hidden'
          ? [field.value]
          : posted.map((value) => value.replace(/\r\n?/g, '\n'));
    }
    return values;
  }

  /** Honeypot, opening time, bot-check: the first reason a submission is spam, if any. */
  async function spamReasonOf(
    form: LoadedContactForm,
    all: Record<string, string[]>,
    channel: ContactFormChannel,
    sender: ContactFormSender,
  ): Promise<SpamReason | undefined> {
    const { spam } = form.definition;
    if (spam.honeypot && (all[spam.honeypot] ?? []).some((value) => value.trim() !== '')) {
      return 'honeypot';
    }
    const stamp = all[CONTACT_FORM_HIDDEN_FIELDS.openedStamp]?.[0] ?? '';
    const openedAt = openedAtOf(options.secret, form.id, stamp);
    if (!openedAt) return 'no_opening_stamp';
    if (now().getTime() - openedAt.getTime() < spam.minFillSeconds * 1000) return 'too_fast';
    // A native post comes from a browser without JavaScript: it cannot run the bot-check.
    if (spam.botCheck && channel === 'rest') {
      const token = all[spam.botCheck.responseField]?.[0]?.trim() ?? '';
      if (token === '') return 'bot_check_missing';
      const verdict = await options.captcha.verifyBotCheck(
        token,
        sender.remoteIp,
        spam.botCheck.action,
      );
      if (!verdict.ok) return 'bot_check_refused';
    }
    return undefined;
  }

  /** The mail tags of a submission: its values, and the post it was sent from. */
  function mailTagsOf(values: Record<string, string[]>, post: ContainerPost | undefined) {
    const tags: Record<string, string | readonly string[]> = { ...values };
    tags._post_title = (post ?? options.noContainerPost).title;
    tags._post_url = (post ?? options.noContainerPost).url;
    return tags;
  }

  function mailOf(
    template: ContactFormMailTemplate,
    tags: MailTagValues,
    fallbackTo: string,
    purpose: string,
  ): OutgoingMail | undefined {
    const to = template.to ? replaceMailTags(template.to, tags, { singleLine: true }) : fallbackTo;
    if (!isAddress(to)) return undefined;
    const replyTo = template.replyTo
      ? replaceMailTags(template.replyTo, tags, { singleLine: true })
      : undefined;
    return {
      to: /<([^<>]+)>\s*$/.exec(to)?.[1] ?? to.trim(),
      subject: replaceMailTags(template.subject, tags, { singleLine: true }).slice(0, 250),
      text: replaceMailTags(template.body, tags),
      ...(replyTo !== undefined && isAddress(replyTo) && { replyTo }),
      purpose,
    };
  }

  const service = {
    async load(id: number): Promise<LoadedContactForm | undefined> {
      return parsedForm(await forms.findPublished(id));
    },

    /** The form, or the REST root's 404 (`wpcf7_not_found`, as the original). */
    async require(id: number): Promise<LoadedContactForm> {
      const form = await service.load(id);
      if (!form) throw contactFormNotFound();
      return form;
    },

    /** CF-006: refill data (no captcha or quiz fields here) and a fresh opening stamp. */
    refill(form: LoadedContactForm): ContactFormRefillAnswer {
      return { opened: openedStamp(options.secret, form.id, now()) };
    },

    /** A fresh opening stamp (a native post's page carries one). */
    openedStamp(form: LoadedContactForm): string {
      return openedStamp(options.secret, form.id, now());
    },

    /**
     * CF-004, CF-005: a submission, checked in the original's order (validation, acceptance,
     * spam, mail). Hostile input (an unknown container post, oversized values) throws an
     * ApiError with a 4xx; everything a person may do answers in the feedback shape.
     */
    async submit(
      form: LoadedContactForm,
      entries: Iterable<[string, string]>,
      channel: ContactFormChannel,
      sender: ContactFormSender,
    ): Promise<ContactFormOutcome> {
      const all = swvInputFromEntries(entries).values;
      const values = postedValues(form, all);
      const first = (name: string) => all[name]?.[0] ?? '';

      const containerPostText = first(CONTACT_FORM_HIDDEN_FIELDS.containerPost) || '0';
      if (!/^\d{1,10}$/.test(containerPostText)) {
        throw new ApiError(400, 'The form names a page that is not a number.', 'invalid_input');
      }
      const containerPostId = Number(containerPostText);
      const post = containerPostId > 0 ? await options.containerPost(containerPostId) : undefined;
      if (containerPostId > 0 && !post) {
        throw new ApiError(400, 'The form names a page that does not exist.', 'invalid_input');
      }
      const givenTag = UNIT_TAG.exec(first(CONTACT_FORM_HIDDEN_FIELDS.unitTag));
      const unitTag =
        givenTag && Number(givenTag[1]) === form.id
          ? givenTag[0]
          : unitTagOf(form.id, containerPostId, 1);

      const answer = (
        status: ContactFormAnswerStatus,
        message: string,
        extra: { invalid_fields?: ContactFormInvalidField[]; posted_data_hash?: string } = {},
      ): ContactFormFeedbackAnswer => ({
        contact_form_id: form.id,
        status,
        message,
        posted_data_hash: extra.posted_data_hash ?? '',
        into: `#${unitTag}`,
        ...(extra.invalid_fields && { invalid_fields: extra.invalid_fields }),
      });

      // 1. Validation: the same SWV schema the browser ran (CF-017…CF-026).
      const invalid = validateSwv(form.schema, { values, files: {} });
      if (invalid.length > 0) {
        return {
          values,
          answer: answer('validation_failed', messageOf(form.definition, 'validation_error'), {
            invalid_fields: invalid.map((error) => ({
              field: error.field,
              message: error.message,
              idref: null,
              error_id: `${unitTag}-ve-${error.field}`,
            })),
          }),
        };
      }
      // 2. Acceptance (CF-014): every box that is not optional must be ticked.
      const unaccepted = form.definition.fields.some(
        (field) =>
          field.type === 'acceptance' &&
          !field.optional &&
          !(values[field.name] ?? []).some((value) => value.trim() !== ''),
      );
      if (unaccepted) {
        return {
          values,
          answer: answer('acceptance_missing', messageOf(form.definition, 'accept_terms')),
        };
      }
      // A native post's first send carries no stamp (the cached page cannot): it is answered
      // with one and the values kept, to be sent again (ADR 0016).
      if (channel === 'page' && !all[CONTACT_FORM_HIDDEN_FIELDS.openedStamp]?.[0]) {
        return {
          values,
          openedStamp: service.openedStamp(form),
          answer: answer('aborted', NATIVE_CONFIRM_MESSAGE),
        };
      }

      const postedDataHash = hashOf(values);
      const stored = {
        formId: form.id,
        postedData: Object.fromEntries(
          Object.entries(values).map(([name, list]) => [
            name,
            list.length === 1 ? (list[0] ?? '') : list,
          ]),
        ),
        postedDataHash,
        containerPostId,
        sessionId: sender.sessionId,
        ipHash: sender.ipHash,
        userAgent: sender.userAgent,
      };
      // 3. Spam: honeypot, opening time, bot-check (ADR 0016). Kept, with the reason.
      const spamReason = await spamReasonOf(form, all, channel, sender);
      if (spamReason) {
        await forms.storeSubmission({ ...stored, status: 'spam', spamReason });
        return {
          values,
          answer: answer('spam', messageOf(form.definition, 'spam'), {
            posted_data_hash: postedDataHash,
          }),
        };
      }
      // 4. Stored, then the mail queued: a refused or failed queue makes it mail_failed.
      const submission = await forms.storeSubmission({
        ...stored,
        status: 'mail_sent',
        spamReason: null,
      });
      const tags = mailTagsOf(values, post);
      const galleryMail = mailOf(form.definition.mail, tags, options.siteEmail, 'contact-form');
      let queued = false;
      try {
        if (galleryMail) {
          await options.mail.enqueue(galleryMail);
          queued = true;
        }
      } catch (error) {
        options.log?.warn({ err: error, formId: form.id }, 'A contact form mail was not queued.');
      }
      if (!queued) {
        await forms.markMailFailed(submission.id);
        return {
          values,
          answer: answer('mail_failed', messageOf(form.definition, 'mail_sent_ng'), {
            posted_data_hash: postedDataHash,
          }),
        };
      }
      await sendAutoReply(form, tags, sender);
      return {
        values,
        answer: answer('mail_sent', messageOf(form.definition, 'mail_sent_ok'), {
          posted_data_hash: postedDataHash,
        }),
      };
    },
  };

  /**
   * The auto-reply to the visitor, within the limit on mail a visitor aims at an address they
   * typed; it never changes the answer (the gallery has the message either way).
   */
  async function sendAutoReply(
    form: LoadedContactForm,
    tags: MailTagValues,
    sender: ContactFormSender,
  ) {
    const template = form.definition.autoReply;
    if (!template) return;
    const mail = mailOf(template, tags, '', 'contact-form-auto-reply');
    if (!mail) return;
    try {
      const allowed = await autoReplyLimit.allowed(mail.to, {
        sessionId: sender.sessionId ?? `address:${sender.ipHash}`,
        ipHash: sender.ipHash,
      });
      if (allowed) await options.mail.enqueue(mail);
    } catch (error) {
      options.log?.warn(
        { err: error, formId: form.id },
        'A contact form auto-reply was not queued.',
      );
    }
  }

  return service;
}

/** Auto-replies per hour: from one visitor (session or address), and to one inbox. */
export const AUTO_REPLIES_PER_VISITOR = 5;
export const AUTO_REPLIES_PER_ADDRESS = 3;

/** What a native post's first send is answered with (ADR 0016). */
export const NATIVE_CONFIRM_MESSAGE =
  'Please check your message and press the button again to send it.';

export type ContactFormService = ReturnType<typeof contactFormService>;
