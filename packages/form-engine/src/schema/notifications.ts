import { z } from 'zod';

/**
 * The tag a recipient list uses for the gallery's own address. The address itself is the site's
 * configuration (SHOP_EMAIL), not the form's, so moving the inbox never means editing forms.
 */
export const SITE_EMAIL_TAG = '{site_email}';

/** `{email-1}`: the address the visitor typed into that field. */
const FIELD_RECIPIENT = /^\{([a-z]+(?:-[a-z]+)*-[1-9]\d*)\}$/;

/** The field a recipient names (`{email-1}` → `email-1`), or undefined for a fixed address. */
export function recipientFieldOf(recipient: string): string | undefined {
  return FIELD_RECIPIENT.exec(recipient)?.[1];
}

const recipientSchema = z
  .string()
  .trim()
  .refine(
    (recipient) =>
      recipient === SITE_EMAIL_TAG ||
      recipientFieldOf(recipient) !== undefined ||
      z.email().safeParse(recipient).success,
    {
      error: `must be an email address, ${SITE_EMAIL_TAG} or a field such as {email-1}`,
    },
  );

/**
 * One mail a successful submission sends (the gallery's notice, the visitor's receipt or quote).
 * Subject and body are plain text with merge tags (`{field-id}`, and `{all_fields}` for every
 * answered field with its label): the visitor's values are always text, never markup, in the
 * HTML part as much as in the plain one.
 */
export const formNotificationSchema = z.strictObject({
  /** Names the mail in the queue and the logs: `gallery-notice`, `receipt`, `quote`. */
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,31}$/, 'must be a short lower-case name such as receipt'),
  /** Each gets its own copy; a field recipient the visitor left empty is skipped. */
  recipients: z.array(recipientSchema).min(1, 'must name at least one recipient'),
  /** One line once merged: line breaks in merged values become spaces. */
  subject: z.string().trim().min(1, 'must not be empty'),
  /** Paragraphs separated by a blank line. */
  body: z.string().trim().min(1, 'must not be empty'),
});

export const formNotificationsSchema = z.array(formNotificationSchema).default([]);

export type FormNotification = z.output<typeof formNotificationSchema>;
