import type { Database } from '@atelier/db/connection';
import { rateLimitRepository } from '@atelier/db/repositories/rate-limits';
import { visitorMailLimit } from '../platform/mail/visitor-mail-limit';
import { escapeHtml } from '@atelier/form-engine/merge-tags';
import type { QuizOutcome } from '@atelier/form-engine/quizzes/quiz-score';
import { mailHtmlDocument, mailTextSignature } from '../platform/mail/mail-layout';
import type { OutgoingMail } from '../platform/mail/mail-service';
import { queueSideMail, silentMailLog, type SideMailLog } from '../platform/mail/side-mail';
import type { LoadedQuiz, QuizVisitor } from './loaded-quiz';

/**
 * How many result mails one typed address may get in an hour, and one visitor may send: the
 * address is the visitor's own word, so without a limit the quiz could mail strangers.
 */
export const QUIZ_MAILS_PER_ADDRESS = 5;
export const QUIZ_MAILS_PER_VISITOR = 10;

export interface QuizMailOptions {
  mail: { enqueue(mail: OutgoingMail): Promise<unknown> };
  /** PUBLIC_URL: the result link in the mail is absolute. */
  publicUrl: URL;
  log?: SideMailLog;
  now?: () => Date;
}

export interface LeadResultMail {
  quiz: LoadedQuiz;
  outcome: QuizOutcome;
  /** The result's address on this site (`/quiz/<slug>/result/<token>/`). */
  resultPath: string;
  to: string;
  /** The lead's name, when the lead form asked for one. */
  name: string | undefined;
  entryId: number;
}

/** The result in words, paragraph by paragraph (plain text; the HTML part escapes each). */
function resultParagraphs(outcome: QuizOutcome, publicUrl: URL): string[] {
  if (outcome.type === 'knowledge') {
    return [`You got ${outcome.correct} of ${outcome.total} right.`, outcome.finalText];
  }
  const { result } = outcome;
  return [
    `Your result: ${result.title}`,
    ...(result.description === '' ? [] : [result.description]),
    ...(result.link ? [`${result.link.label}: ${new URL(result.link.href, publicUrl).href}`] : []),
  ];
}

/**
 * QUIZ-012: the mail a lead gets with their result and its link, through the mail queue. Never
 * throws: the entry is stored and the visitor's answer does not wait for, or depend on, mail.
 * Logged without the address or the result (the visitor's).
 */
export function quizMailer(db: Database, options: QuizMailOptions) {
  const log = options.log ?? silentMailLog;
  const leadMail = visitorMailLimit(rateLimitRepository(db), {
    prefix: 'quiz-mail',
    perVisitor: QUIZ_MAILS_PER_VISITOR,
    perAddress: QUIZ_MAILS_PER_ADDRESS,
    now: options.now ?? (() => new Date()),
  });

  return {
    async resultToLead(mail: LeadResultMail, visitor: QuizVisitor): Promise<void> {
      const details = { quizId: mail.quiz.id, entryId: mail.entryId };
      try {
        if (!(await leadMail.allowed(mail.to, visitor))) {
          log.warn(details, 'quiz result mail not queued: too many mails to this address');
          return;
        }
        const link = new URL(mail.resultPath, options.publicUrl).href;
        const subject = `Your result: ${mail.quiz.title}`;
        const greeting = mail.name ? `Dear ${mail.name},` : 'Hello,';
        const paragraphs = [
          greeting,
          `Thank you for taking “${mail.quiz.title}” at Atelier.`,
          ...resultParagraphs(mail.outcome, options.publicUrl),
          `Your result stays at this address, to look at again or to share: ${link}`,
        ];
        const text = `${paragraphs.join('\n\n')}\n\n${mailTextSignature()}\n`;
        const bodyHtml = paragraphs
          .map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`)
          .join('\n');
        await queueSideMail(
          options.mail,
          {
            to: mail.to,
            subject,
            text,
            html: mailHtmlDocument({ heading: subject, bodyHtml }),
            purpose: `quiz-${mail.quiz.id}-result`,
          },
          log,
          'quiz result mail',
          details,
        );
      } catch (error) {
        log.error({ ...details, err: error }, 'quiz result mail not queued; the entry is stored');
      }
    },
  };
}

export type QuizMailer = ReturnType<typeof quizMailer>;
