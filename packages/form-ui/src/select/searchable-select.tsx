import type { Choice } from '@atelier/form-engine/schema/fields';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type UIEvent } from 'react';
import { describedBy, FieldFrame } from '../field-frame';
import { changeReporter, fieldIds, fieldInputName, type FieldProps } from '../field-props';
import { focusLeaves, submitOnEnter } from '../interaction';
import { chosenValues } from '../widgets/choice-fields';
import { staticOptionSource, type OptionSource } from './option-source';

/** FORM-013…FORM-016: the dropdown's status lines, in the spec's wording. */
export const SELECT_MESSAGES = {
  searching: 'Searching…',
  loadingMore: 'Loading more results…',
  noResults: 'No results found',
  failed: 'The results could not be loaded.',
} as const;

type Status = 'idle' | 'searching' | 'loading-more' | 'failed';

/** Scrolling this close (px) to the end of the list asks for the next page. */
const LOAD_MORE_MARGIN = 24;

export interface SearchableSelectProps extends FieldProps<'select'> {
  /** Where options come from; the field's own options by default. */
  readonly optionSource?: OptionSource | undefined;
}

function statusMessage(status: Status, open: boolean, resultCount: number): string {
  if (!open) return '';
  if (status === 'searching') return SELECT_MESSAGES.searching;
  if (status === 'loading-more') return SELECT_MESSAGES.loadingMore;
  if (status === 'failed') return SELECT_MESSAGES.failed;
  return resultCount === 0 ? SELECT_MESSAGES.noResults : '';
}

/**
 * A select with search: the WAI-ARIA editable combobox with a list popup. The input filters the
 * options; arrows move the active option (announced through `aria-activedescendant`, focus stays in
 * the input), Enter picks it, Escape closes. A multi-select keeps the list open, shows the chosen
 * options as removable chips and removes the last one with Backspace in an empty input. Values
 * post through hidden inputs.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const { field, error, idPrefix } = props;
  const ids = fieldIds(idPrefix, field.id);
  const report = changeReporter(props);
  const listboxId = ids.part('listbox');
  const optionId = (index: number) => ids.part(`result-${index}`);
  const chosen = chosenValues(props.value);
  const multiple = field.multiple;

  const source = useMemo(
    () => props.optionSource ?? staticOptionSource(field.options),
    [props.optionSource, field.options],
  );
  const [open, setOpen] = useState(false);
  /** What the visitor typed; `null` while not searching (a single select then shows its choice). */
  const [query, setQuery] = useState<string | null>(null);
  const [results, setResults] = useState<readonly Choice[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [active, setActive] = useState(-1);
  /** Labels of options a remote source returned, so chosen values keep their label. */
  const [seenLabels, setSeenLabels] = useState<ReadonlyMap<string, string>>(new Map());
  const pending = useRef<AbortController | null>(null);
  const listbox = useRef<HTMLUListElement>(null);

  useEffect(() => () => pending.current?.abort(), []);

  const labelOf = (value: string) =>
    field.options.find((option) => option.value === value)?.label ?? seenLabels.get(value) ?? value;

  const fetchPage = (text: string, pageNumber: number) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setStatus(pageNumber === 1 ? 'searching' : 'loading-more');
    if (pageNumber === 1) {
      setResults([]);
      setActive(-1);
    }
    source({ query: text, page: pageNumber, signal: controller.signal }).then(
      (result) => {
        if (controller.signal.aborted) return;
        setResults((previous) =>
          pageNumber === 1 ? result.options : [...previous, ...result.options],
        );
        setSeenLabels((previous) => {
          const next = new Map(previous);
          for (const option of result.options) next.set(option.value, option.label);
          return next;
        });
        setPage(pageNumber);
        setHasMore(result.hasMore);
        setStatus('idle');
        if (pageNumber === 1) {
          const current = result.options.findIndex((option) => chosen.includes(option.value));
          setActive(result.options.length === 0 ? -1 : Math.max(current, 0));
        }
      },
      () => {
        if (!controller.signal.aborted) setStatus('failed');
      },
    );
  };

  const openList = (text = query ?? '') => {
    setOpen(true);
    fetchPage(text, 1);
  };

  const close = () => {
    pending.current?.abort();
    setOpen(false);
    setQuery(null);
    setActive(-1);
    setStatus('idle');
  };

  const loadMore = () => {
    if (hasMore && status === 'idle') fetchPage(query ?? '', page + 1);
  };

  const choose = (option: Choice) => {
    if (!multiple) {
      report(option.value);
      close();
      return;
    }
    const next = chosen.includes(option.value)
      ? chosen.filter((value) => value !== option.value)
      : [...chosen, option.value];
    report(next);
  };

  const moveTo = (index: number) => {
    setActive(index);
    if (index >= results.length - 1) loadMore();
    const element = listbox.current?.ownerDocument.getElementById(optionId(index));
    // Optional call: not every environment implements scrolling (jsdom does not).
    element?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else if (results.length > 0) moveTo(Math.min(active + 1, results.length - 1));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (open && results.length > 0) moveTo(Math.max(active - 1, 0));
        return;
      case 'Enter': {
        const option = open ? results[active] : undefined;
        if (option !== undefined) {
          event.preventDefault();
          choose(option);
        } else if (open) {
          event.preventDefault();
        } else {
          submitOnEnter(event);
        }
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        return;
      case 'Backspace':
        if (multiple && (query ?? '') === '' && chosen.length > 0) {
          report(chosen.slice(0, -1));
        }
        return;
      default:
        return;
    }
  };

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_MARGIN) loadMore();
  };

  const inputValue = multiple ? (query ?? '') : (query ?? (chosen[0] ? labelOf(chosen[0]) : ''));
  const message = statusMessage(status, open, results.length);

  return (
    <FieldFrame
      field={field}
      ids={ids}
      error={error}
      layout={props.layout}
      filled={inputValue !== '' || chosen.length > 0}
      after={chosen.map((value) => (
        <input key={value} type="hidden" name={fieldInputName(field.id)} value={value} />
      ))}
    >
      <div
        className={`fui-select${open ? ' fui-select--open' : ''}`}
        onBlur={(event) => {
          if (!focusLeaves(event)) return;
          close();
          props.onBlur?.();
        }}
      >
        {multiple && chosen.length > 0 && (
          <ul className="fui-select__chips" aria-label="Selected options">
            {chosen.map((value) => (
              <li className="fui-select__chip" key={value}>
                <span>{labelOf(value)}</span>
                <button
                  type="button"
                  className="fui-select__remove"
                  aria-label={`Remove ${labelOf(value)}`}
                  disabled={props.disabled}
                  onClick={() => report(chosen.filter((item) => item !== value))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          className="fui-input fui-select__input"
          id={ids.control}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-required={field.required ? true : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(field, ids, error)}
          placeholder={field.placeholder ?? (multiple ? 'Search options' : 'Select an option')}
          value={inputValue}
          disabled={props.disabled}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setQuery(text);
            openList(text);
          }}
          onClick={() => {
            if (!open) openList();
          }}
          onKeyDown={onKeyDown}
        />
        <div className="fui-select__popup" hidden={!open}>
          <ul
            className="fui-select__listbox"
            id={listboxId}
            role="listbox"
            ref={listbox}
            aria-labelledby={ids.label}
            aria-multiselectable={multiple ? true : undefined}
            onScroll={onScroll}
          >
            {results.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={chosen.includes(option.value)}
                className={`fui-select__option${index === active ? ' fui-select__option--active' : ''}`}
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
          </ul>
          <div className="fui-select__status" role="status">
            {message}
          </div>
        </div>
      </div>
    </FieldFrame>
  );
}
