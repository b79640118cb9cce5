import {
  isChosen,
  type AttributeData,
  type Selection,
  type VariationData,
} from '@atelier/shop/variations';
import { useEffect, useEffectEvent, useState } from 'react';

export type VariationLookup =
  | { status: 'incomplete' }
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'no-match' }
  | { status: 'found'; variation: VariationData };

/** One key per complete choice, in attribute order; null while an attribute is still open. */
function completeChoiceKey(
  attributes: readonly AttributeData[],
  selection: Selection,
): string | null {
  const parts: string[] = [];
  for (const attribute of attributes) {
    const optionId = selection[attribute.id];
    if (!isChosen(optionId)) return null;
    parts.push(`${attribute.id}=${optionId}`);
  }
  return parts.join('&');
}

/**
 * SW-013: the variation of a complete choice, asked of the shop endpoint for a print whose page
 * does not embed its variations (`enabled`). Each answer is kept for the life of the form, so
 * going back to a combination costs no second call; a newer choice cancels the call in flight,
 * so a slow answer can never overwrite a later one. After a failure, choosing the combination
 * again asks again.
 */
export function useVariationLookup(
  productId: number,
  attributes: readonly AttributeData[],
  selection: Selection,
  enabled: boolean,
): VariationLookup {
  const key = enabled ? completeChoiceKey(attributes, selection) : null;
  const [answers, setAnswers] = useState<ReadonlyMap<string, VariationData | false>>(new Map());
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const [shownKey, setShownKey] = useState(key);
  if (key !== shownKey) {
    // A new choice forgets the last failure, so choosing the failed combination again retries it.
    setShownKey(key);
    setFailedKey(null);
  }

  const lookUp = useEffectEvent((wanted: string, signal: AbortSignal) => {
    if (answers.has(wanted)) return;
    // Only prints too large to embed their variations ask the server, so the client for that
    // call loads on first use instead of with every product page.
    import('./variation-client')
      .then(({ fetchVariation }) => fetchVariation(productId, attributes, selection, signal))
      .then(
        (answer) => setAnswers((current) => new Map(current).set(wanted, answer)),
        () => {
          if (!signal.aborted) setFailedKey(wanted);
        },
      );
  });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    lookUp(key, controller.signal);
    return () => controller.abort();
  }, [key]);

  if (key === null) return { status: 'incomplete' };
  const answer = answers.get(key);
  if (answer === false) return { status: 'no-match' };
  if (answer) return { status: 'found', variation: answer };
  return { status: failedKey === key ? 'failed' : 'loading' };
}
