export const SAVE_DRAFT_LABEL = 'Save as draft';
export const SAVE_DRAFT_HINT = 'Change an answer first: an unchanged form has nothing to save.';

export interface SaveDraftButtonProps {
  /** DRAFT-002: only once the form differs from how it started. */
  readonly enabled: boolean;
  /** A save or submit is under way. */
  readonly busy: boolean;
  readonly idPrefix: string;
  readonly onSave: () => void;
}

/**
 * DRAFT-001, DRAFT-005: the save-draft action. While there is nothing to save it stays focusable
 * but inert (aria-disabled) and says why, rather than vanishing from the keyboard order.
 */
export function SaveDraftButton(props: SaveDraftButtonProps) {
  const hintId = `${props.idPrefix}-save-draft-hint`;
  const inert = !props.enabled || props.busy;
  return (
    <>
      <button
        type="button"
        className="fui-button fui-button--draft"
        aria-disabled={inert || undefined}
        aria-describedby={props.enabled ? undefined : hintId}
        onClick={() => {
          if (!inert) props.onSave();
        }}
      >
        {SAVE_DRAFT_LABEL}
      </button>
      <span id={hintId} hidden>
        {SAVE_DRAFT_HINT}
      </span>
    </>
  );
}
