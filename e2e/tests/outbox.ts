import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/**
 * The mail the server under test wrote to `DATA_DIR/outbox` (no SMTP server is configured in the
 * e2e run, so every queued mail becomes an .eml file there). Waits for the mail worker, which
 * delivers shortly after the request that queued it.
 */
export async function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the playwright config sets it.');
  const folder = path.join(dataDir, 'outbox');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        const names = await readdir(folder).catch(() => [] as string[]);
        // Newest last: the names start with the time they were written.
        for (const name of names
          .filter((file) => file.endsWith('.eml'))
          .sort()
          .reverse()) {
          const mail = await simpleParser(await readFile(path.join(folder, name)));
          const recipients = [mail.to ?? []].flat().flatMap((group) => group.value);
          if (recipients.some((one) => one.address === to) && subject.test(mail.subject ?? '')) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 20_000, message: `a mail to ${to} with the subject ${subject}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** The first link in a mail's text part that starts with `prefix` (an address of the site). */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const link = (mail.text ?? '').match(/https?:\/\/\S+/g)?.find((href) => href.includes(prefix));
  if (!link) throw new Error(`No link to ${prefix} in the mail "${mail.subject ?? ''}".`);
  return link;
}
