import type { FieldDefinition, FieldOf } from '@atelier/form-engine/schema/fields';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fieldIds } from '../field-props';
import { copyIdOf } from './use-form-runtime';

/** Where focus goes once the blocks have re-rendered. */
type FocusTarget =
  { readonly kind: 'copy'; readonly copyNumber: number } | { readonly kind: 'original' };

/** How a copy is named to the visitor: by its place among the blocks, the original being 1. */
function copyName(position: number, groupLabel: string | undefined): string {
  const label = groupLabel?.trim();
  return label ? `copy ${position} of ${label}` : `copy ${position}`;
}

/** Why "Add another" is disabled once the group holds `max_copies` copies. */
export function copyLimitText(maxCopies: number): string {
  return `You have added the most copies allowed (${maxCopies}).`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const CONTROL_SELECTOR = 'input:not([type="hidden"]), select, textarea';

/** The first control a visitor can type in or choose from inside the element. */
function firstControlIn(element: Element | null): HTMLElement | undefined {
  for (const control of element?.querySelectorAll<HTMLElement>(CONTROL_SELECTOR) ?? []) {
    if (!control.matches(':disabled')) return control;
  }
  return undefined;
}

export interface GroupCopiesProps {
  readonly group: FieldOf<'group'>;
  /** The members each copy repeats that sit on the page. */
  readonly members: readonly FieldDefinition[];
  readonly copyNumbers: readonly number[];
  readonly canAdd: boolean;
  /** The group's own error, e.g. the server's "too many copies". */
  readonly error: string | undefined;
  readonly idPrefix: string;
  readonly disabled: boolean;
  /** Adding and removing need JavaScript: without it the buttons would do nothing. */
  readonly interactive: boolean;
  readonly onAdd: () => number | undefined;
  readonly onRemove: (copyNumber: number) => void;
  /** Renders one member under a copy id (`text-1-2`), so it posts as a field of its own. */
  readonly renderMember: (member: FieldDefinition, copyId: string) => ReactNode;
}

/**
 * A repeatable group's copies: one fieldset per copy holding the group's members under copy ids,
 * each with a Remove button, then "Add another". Adding focuses the new copy's first control,
 * removing the previous block's (or the add button); a polite live region says which copy came or
 * went.
 */
export function GroupCopies(props: GroupCopiesProps) {
  const { group, copyNumbers, idPrefix } = props;
  const ids = fieldIds(idPrefix, group.id);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<FocusTarget | undefined>(undefined);
  const addButton = useRef<HTMLButtonElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const blockId = (copyNumber: number) => ids.part(`copy-${copyNumber}`);
  const limitId = ids.part('copy-limit');
  const atLimit = !props.canAdd && group.max_copies !== undefined;

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === undefined) return;
    pendingFocus.current = undefined;
    const document = container.current?.ownerDocument;
    let control: HTMLElement | undefined;
    if (target.kind === 'copy')
      control = firstControlIn(document?.getElementById(blockId(target.copyNumber)) ?? null);
    // The group's fieldset begins with the original's members, before any copy block.
    if (target.kind === 'original')
      control = firstControlIn(document?.getElementById(ids.control) ?? null);
    (control ?? addButton.current)?.focus();
  });

  const add = () => {
    const added = props.onAdd();
    if (added === undefined) return;
    pendingFocus.current = { kind: 'copy', copyNumber: added };
    const name = capitalised(copyName(copyNumbers.length + 2, group.label));
    const full = group.max_copies !== undefined && copyNumbers.length + 1 >= group.max_copies;
    setAnnouncement(`${name} added.${full ? ` ${copyLimitText(group.max_copies ?? 0)}` : ''}`);
  };

  const remove = (copyNumber: number, index: number) => {
    props.onRemove(copyNumber);
    const previous = copyNumbers[index - 1];
    pendingFocus.current =
      previous === undefined ? { kind: 'original' } : { kind: 'copy', copyNumber: previous };
    setAnnouncement(`${capitalised(copyName(index + 2, group.label))} removed.`);
  };

  return (
    <div className="fui-copies" ref={container}>
      {copyNumbers.map((copyNumber, index) => {
        const position = index + 2;
        return (
          <fieldset className="fui-copy" key={copyNumber} id={blockId(copyNumber)}>
            <legend className="fui-copy__legend">{`Copy ${position}`}</legend>
            {props.members.map((member) =>
              props.renderMember(member, copyIdOf(member.id, copyNumber)),
            )}
            {props.interactive && (
              <button
                type="button"
                className="fui-button fui-copy__remove"
                disabled={props.disabled}
                onClick={() => remove(copyNumber, index)}
              >
                Remove{' '}
                <span className="fui-visually-hidden">{copyName(position, group.label)}</span>
              </button>
            )}
          </fieldset>
        );
      })}
      <div className="fui-field__error" id={ids.error} aria-live="polite">
        {props.error}
      </div>
      {props.interactive && (
        <div className="fui-copies__add">
          <button
            ref={addButton}
            type="button"
            className="fui-button fui-copies__add-button"
            disabled={props.disabled || !props.canAdd}
            aria-describedby={atLimit ? limitId : undefined}
            onClick={add}
          >
            Add another{' '}
            <span className="fui-visually-hidden">
              {group.label?.trim() ? `copy of ${group.label.trim()}` : 'copy'}
            </span>
          </button>
          {atLimit && (
            <p className="fui-field__hint" id={limitId}>
              {copyLimitText(group.max_copies ?? 0)}
            </p>
          )}
        </div>
      )}
      <p className="fui-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
