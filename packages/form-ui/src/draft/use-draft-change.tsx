import { hasChangedSinceSnapshot, takeDraftSnapshot } from '@atelier/form-engine/draft';
import { useEffect, useState } from 'react';
import type { FormRuntimeController } from '../runtime/use-form-runtime';

/** DRAFT-004: how long after the last change the form is compared with its start. */
export const DRAFT_CHANGE_DEBOUNCE_MS = 500;

/**
 * DRAFT-002…DRAFT-004: whether the form's values differ from those it started with (a filled
 * signature counts), checked 500 ms after the last change. False until then, and on the server.
 */
export function useDraftChange(runtime: FormRuntimeController): boolean {
  const [snapshot] = useState(() => takeDraftSnapshot(runtime.enteredValues()));
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = runtime.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        setChanged(hasChangedSinceSnapshot(snapshot, runtime.enteredValues()));
      }, DRAFT_CHANGE_DEBOUNCE_MS);
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [runtime, snapshot]);
  return changed;
}
