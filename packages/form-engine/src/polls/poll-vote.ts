import {
  POLL_EXTRA_MAX_LENGTH,
  pollChoiceField,
  pollExtraField,
  type PollDefinition,
} from './poll-types';

/** A vote read from a request: the chosen answer, and its extra text when it has one. */
export interface PollVote {
  answerId: string;
  /** Trimmed; null when the choice has no extra input or the visitor left it empty. */
  extra: string | null;
}

export type PollVoteErrorCode = 'no_choice' | 'unknown_answer' | 'invalid_extra';

export interface PollVoteError {
  code: PollVoteErrorCode;
  /** The request field the message belongs to (the choice's fieldset or the extra input). */
  field: string;
  message: string;
}

export type PollVoteReading = { ok: true; vote: PollVote } | { ok: false; error: PollVoteError };

/** POLL-010: the original's words for a vote sent with no option chosen. */
export const NO_CHOICE_MESSAGE = 'You need to select a poll option';
export const UNKNOWN_ANSWER_MESSAGE = 'That answer is not one of this poll’s choices.';
export const EXTRA_TOO_LONG_MESSAGE = `Please keep your answer under ${POLL_EXTRA_MAX_LENGTH} characters.`;
export const EXTRA_SHAPE_MESSAGE = 'Please write your answer as plain text.';
export const EXTRA_TWICE_MESSAGE = 'Please write only in the text box of the answer you chose.';

const fail = (code: PollVoteErrorCode, field: string, message: string): PollVoteReading => ({
  ok: false,
  error: { code, field, message },
});

/** Own properties only: a body's `__proto__` or `constructor` is never a field here. */
const fieldOf = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null && Object.hasOwn(body, name)
    ? (body as Record<string, unknown>)[name]
    : undefined;

/**
 * The extra inputs' texts as posted: one input gives a string, several (a poll with more than
 * one choice that has an input, posted without JavaScript) a list. Anything else is no text.
 */
function postedTexts(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.length <= 20 && value.every((item) => typeof item === 'string'))
    return value as string[];
  return undefined;
}

/**
 * POLL-003, POLL-010: the vote in a submitted body (form-encoded, multipart or JSON, as parsed),
 * never trusted. The choice is under the poll's id, its extra text under `<id>-extra`. Answers a
 * vote or the one thing wrong with the body, in words; never throws, whatever the body holds.
 */
export function readPollVote(
  definition: PollDefinition,
  pollId: number,
  body: unknown,
): PollVoteReading {
  const choiceField = pollChoiceField(pollId);
  const extraField = pollExtraField(pollId);
  const chosen = fieldOf(body, choiceField);
  if (chosen === undefined || chosen === null || chosen === '') {
    return fail('no_choice', choiceField, NO_CHOICE_MESSAGE);
  }
  const answer =
    typeof chosen === 'string'
      ? definition.answers.find((candidate) => candidate.id === chosen.trim())
      : undefined;
  if (!answer) return fail('unknown_answer', choiceField, UNKNOWN_ANSWER_MESSAGE);

  const texts = postedTexts(fieldOf(body, extraField));
  if (texts === undefined) return fail('invalid_extra', extraField, EXTRA_SHAPE_MESSAGE);
  // A choice without an input keeps no text: what was typed elsewhere before changing one's
  // mind is not part of this vote.
  if (!answer.extra) return { ok: true, vote: { answerId: answer.id, extra: null } };
  const written = texts.map((text) => text.trim()).filter((text) => text !== '');
  if (written.length > 1) return fail('invalid_extra', extraField, EXTRA_TWICE_MESSAGE);
  const extra = written[0] ?? null;
  if (extra !== null && [...extra].length > POLL_EXTRA_MAX_LENGTH) {
    return fail('invalid_extra', extraField, EXTRA_TOO_LONG_MESSAGE);
  }
  return { ok: true, vote: { answerId: answer.id, extra } };
}
