import { hasChangedSinceSnapshot, takeDraftSnapshot } from '@atelier/form-engine/draft';
import type { FormDefinition } from '@atelier/form-engine/schema/definition';
import { holdsVisitorValue, type FieldType } from '@atelier/form-engine/schema/field-id';
import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import { formGraphOf, repeatedFieldOf } from '@atelier/form-engine/state/form-graph';
import { readFieldValue } from '@atelier/form-engine/validation/submitted-value';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FormRuntimeController } from '../runtime/use-form-runtime';

/** How long after the last change the answers are written to the browser's storage. */
export const LOCAL_ANSWERS_DELAY_MS = 1000;
const STORAGE_PREFIX = 'atelier:form-answers:';
const FORMAT_VERSION = 1;

/**
 * Never written to the browser's storage: passwords and payment fields (secrets that must not
 * outlive the page), files (a File cannot be stored, and the upload is the server's), captchas and
 * hidden inputs (the server sets them).
 */
const NEVER_KEPT: ReadonlySet<FieldType> = new Set([
  'password',
  'stripe',
  'paypal',
  'captcha',
  'upload',
  'hidden',
]);

/** Answers kept in the browser for one form: what was entered, when, and on which page. */
export interface LocalAnswers {
  readonly savedAt: Date;
  readonly page: number;
  readonly values: Readonly<Record<string, FieldValue>>;
}

/** The subset of the Web Storage API the answers need; a seam for tests. */
export type AnswerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function localAnswersKey(formId: number): string {
  return `${STORAGE_PREFIX}${formId}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The values worth keeping, each read back into the shape its field holds (what is stored is the
 * visitor's own, but it may be old or edited, and a wrong shape must not break a widget).
 */
export function keptValues(
  definition: FormDefinition,
  values: Readonly<Record<string, unknown>>,
): Record<string, FieldValue> {
  const graph = formGraphOf(definition);
  const kept: Record<string, FieldValue> = {};
  for (const [id, value] of Object.entries(values)) {
    const field =
      graph.nodes[graph.indexOf.get(id) ?? -1]?.field ?? repeatedFieldOf(graph, id)?.field;
    if (field === undefined || !holdsVisitorValue(field.type) || NEVER_KEPT.has(field.type)) {
      continue;
    }
    const read = readFieldValue(field, value);
    if (read.ok && read.value !== null) kept[id] = read.value;
  }
  return kept;
}

/** Reads a form's stored answers; undefined when there are none or they cannot be read. */
export function readLocalAnswers(
  storage: AnswerStorage,
  definition: FormDefinition,
  formId: number,
): LocalAnswers | undefined {
  let parsed: unknown;
  try {
    const text = storage.getItem(localAnswersKey(formId));
    if (text === null) return undefined;
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || parsed.version !== FORMAT_VERSION || !isRecord(parsed.values)) {
    return undefined;
  }
  const savedAt = typeof parsed.savedAt === 'number' ? new Date(parsed.savedAt) : undefined;
  if (savedAt === undefined || Number.isNaN(savedAt.getTime())) return undefined;
  const page = typeof parsed.page === 'number' && Number.isInteger(parsed.page) ? parsed.page : 0;
  return { savedAt, page: Math.max(page, 0), values: keptValues(definition, parsed.values) };
}

/** The given storage, or the browser's localStorage; undefined when there is none. */
function resolveStorage(given: AnswerStorage | null | undefined): AnswerStorage | undefined {
  if (given !== undefined) return given ?? undefined;
  try {
    return window.localStorage;
  } catch {
    // Storage switched off (a privacy setting): the form simply works without it.
    return undefined;
  }
}

const subscribeToNothing = () => () => {};

export interface LocalAnswersOptions {
  readonly formId: number;
  /** Only after hydration: the server has no storage. */
  readonly enabled: boolean;
  /** The browser's localStorage unless given; `null` turns the feature off. */
  readonly storage?: AnswerStorage | null;
  readonly now?: () => Date;
}

export interface LocalAnswersController {
  /** Answers from an earlier visit that differ from the form as it starts, awaiting a decision. */
  readonly offer: LocalAnswers | undefined;
  restore(): void;
  discard(): void;
  /** The answers are sent or saved as a draft: nothing to keep any more. */
  clear(): void;
}

/**
 * Unsaved answers survive a reload or a closed tab: a form's values are written to the browser's
 * storage a second after each change (and when the page goes away), never passwords, card data or
 * files, and removed once the form is back as it started, sent or saved as a draft. Answers found
 * at start are offered, not applied: the visitor restores or discards them, and until then nothing
 * overwrites them.
 */
export function useLocalAnswers(
  runtime: FormRuntimeController,
  options: LocalAnswersOptions,
): LocalAnswersController {
  const { formId, enabled } = options;
  const storageOption = options.storage;
  const keptNow = useCallback(
    () => keptValues(runtime.definition, runtime.enteredValues()),
    [runtime],
  );
  const [snapshot] = useState(() => takeDraftSnapshot(keptNow()));
  // What the storage held when this form started, read once in the browser (never on the server,
  // so the server HTML and the hydrated form agree) and kept while the visitor decides.
  const [readOnce] = useState(() => {
    let found: { answers: LocalAnswers | undefined } | undefined;
    return () => {
      if (found !== undefined) return found.answers;
      const storage = resolveStorage(storageOption);
      const answers = storage && readLocalAnswers(storage, runtime.definition, formId);
      const differs = answers !== undefined && hasChangedSinceSnapshot(snapshot, answers.values);
      found = { answers: differs ? answers : undefined };
      return found.answers;
    };
  });
  const found = useSyncExternalStore(
    subscribeToNothing,
    () => (enabled ? readOnce() : undefined),
    () => undefined,
  );
  const [decided, setDecided] = useState(false);
  const offer = decided ? undefined : found;
  const deciding = useRef(false);
  const storageRef = useRef<AnswerStorage | undefined>(undefined);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nowRef = useRef(options.now ?? (() => new Date()));

  useEffect(() => {
    deciding.current = offer !== undefined;
  }, [offer]);

  const write = useCallback(() => {
    clearTimeout(pending.current);
    pending.current = undefined;
    const storage = storageRef.current;
    if (storage === undefined || deciding.current) return;
    const values = keptNow();
    try {
      if (!hasChangedSinceSnapshot(snapshot, values)) {
        storage.removeItem(localAnswersKey(formId));
        return;
      }
      const stored = {
        version: FORMAT_VERSION,
        savedAt: nowRef.current().getTime(),
        page: runtime.pagination.step,
        values,
      };
      storage.setItem(localAnswersKey(formId), JSON.stringify(stored));
    } catch {
      // Storage full or refused: the answers stay on the page, as without this feature.
    }
  }, [runtime, snapshot, formId, keptNow]);

  useEffect(() => {
    if (!enabled) return;
    const storage = resolveStorage(storageOption);
    storageRef.current = storage;
    if (storage === undefined) return;
    const unsubscribe = runtime.subscribe(() => {
      // Until the visitor restores or discards the kept answers, nothing overwrites them.
      if (deciding.current) return;
      clearTimeout(pending.current);
      pending.current = setTimeout(write, LOCAL_ANSWERS_DELAY_MS);
    });
    // A change still waiting when the tab closes or reloads is written at once.
    const flush = () => {
      if (pending.current !== undefined) write();
    };
    window.addEventListener('pagehide', flush);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      clearTimeout(pending.current);
    };
  }, [enabled, storageOption, runtime, write]);

  const forget = () => {
    try {
      storageRef.current?.removeItem(localAnswersKey(formId));
    } catch {
      // Storage refused: there is nothing kept to remove.
    }
  };
  const decide = () => {
    deciding.current = false;
    setDecided(true);
  };

  return {
    offer,
    restore() {
      if (offer === undefined) return;
      try {
        runtime.restore(offer.values, offer.page);
      } catch {
        // The form changed since (fewer copies allowed…): answers it cannot take are dropped.
        forget();
      }
      decide();
    },
    discard() {
      forget();
      decide();
    },
    clear() {
      clearTimeout(pending.current);
      pending.current = undefined;
      forget();
      decide();
    },
  };
}

export interface LocalAnswersOfferProps {
  readonly answers: LocalAnswers;
  readonly idPrefix: string;
  readonly onRestore: () => void;
  readonly onDiscard: () => void;
}

/** "You have unsaved answers from <time>. Restore / Discard", keyboard-operable and announced. */
export function LocalAnswersOffer(props: LocalAnswersOfferProps) {
  const { answers, idPrefix } = props;
  const textId = `${idPrefix}-local-answers`;
  const when = new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(answers.savedAt);
  return (
    <div className="fui-draft-offer" role="group" aria-labelledby={textId}>
      <p id={textId} className="fui-draft-offer__text" role="status">
        You have unsaved answers from <time dateTime={answers.savedAt.toISOString()}>{when}</time>.
      </p>
      <div className="fui-draft-offer__actions">
        <button type="button" className="fui-button" onClick={props.onRestore}>
          Restore
        </button>
        <button type="button" className="fui-button" onClick={props.onDiscard}>
          Discard
        </button>
      </div>
    </div>
  );
}
