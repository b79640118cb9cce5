import type { SwatchItemState } from '@atelier/shop/swatches';
import { useEffect, useRef, useState } from 'react';
import { Picture, type PictureSource } from '~/shared/ui/picture';
import { SwatchPreview } from './swatch-preview';

/** How an option looks: a circle of its colour, a small picture, or its name. */
export type SwatchLook =
  { type: 'color'; value: string } | { type: 'label' } | { type: 'image'; imageKey: string };

export interface SwatchAttribute {
  id: string;
  name: string;
  options: { id: string; name: string; swatch: SwatchLook }[];
}

type Option = SwatchAttribute['options'][number];

const NOT_CHOOSABLE: SwatchItemState = {
  selected: false,
  disabled: true,
  outOfStock: false,
  unavailable: true,
  tooltip: null,
};

/**
 * One attribute's swatches as a radio group (SW-001, SW-004): role=radiogroup of role=radio
 * items with aria-checked, one tab stop (the chosen item, else the first one that can be chosen),
 * arrow keys move to the next choosable item and choose it, Space chooses the focused item,
 * Home/End go to the ends. Disabled items stay visible, with their tooltip, but are skipped.
 * Image items show a larger preview of their picture while hovered or focused (SW-012); Escape
 * hides it without moving the pointer or the focus.
 */
export function SwatchGroup({
  attribute,
  states,
  label,
  stockHints,
  images,
  onChoose,
}: {
  attribute: SwatchAttribute;
  states: Readonly<Record<string, SwatchItemState>>;
  /** "Frame: Natural oak", or just "Frame" when the variation label is not shown. */
  label: string;
  /** option id → "2 left", for the choice that would complete the variation (SW-009). */
  stockHints: Readonly<Record<string, string>>;
  images: Readonly<Record<string, PictureSource>>;
  onChoose: (optionId: string) => void;
}) {
  const items = useRef<(HTMLDivElement | null)[]>([]);
  const [previewed, setPreviewed] = useState<string | null>(null);

  useEffect(() => {
    if (previewed === null) return;
    // On the document: a hovered swatch need not have the focus for Escape to reach it.
    const hideOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPreviewed(null);
    };
    document.addEventListener('keydown', hideOnEscape);
    return () => document.removeEventListener('keydown', hideOnEscape);
  }, [previewed]);
  const labelId = `swatch-label-${attribute.id}`;
  const stateOf = (option: Option) => states[option.id] ?? NOT_CHOOSABLE;
  const choosable = attribute.options.map((option) => !stateOf(option).disabled);
  const selectedIndex = attribute.options.findIndex((option) => stateOf(option).selected);
  const first = choosable.indexOf(true);
  const last = choosable.lastIndexOf(true);
  const tabStop = selectedIndex >= 0 ? selectedIndex : Math.max(0, first);

  const move = (from: number, step: 1 | -1): number | undefined => {
    const count = attribute.options.length;
    for (let offset = 1; offset <= count; offset += 1) {
      const index = (((from + step * offset) % count) + count) % count;
      if (choosable[index]) return index;
    }
    return undefined;
  };

  const focusAndChoose = (index: number | undefined) => {
    const option = index === undefined ? undefined : attribute.options[index];
    if (index === undefined || !option) return;
    items.current[index]?.focus();
    if (!stateOf(option).selected) onChoose(option.id);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>, index: number) => {
    const option = attribute.options[index];
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        focusAndChoose(move(index, 1));
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        focusAndChoose(move(index, -1));
        break;
      case 'Home':
        focusAndChoose(first >= 0 ? first : undefined);
        break;
      case 'End':
        focusAndChoose(last >= 0 ? last : undefined);
        break;
      // Space is the radio key; Enter too, as visitors expect of anything that looks like a button.
      case ' ':
      case 'Enter':
        if (option) onChoose(option.id);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="swatch-group" data-attribute={attribute.id}>
      <p className="swatch-group__label" id={labelId}>
        {label}
      </p>
      <div
        className={`swatch-group__items swatch-group__items--${lookOf(attribute)}`}
        role="radiogroup"
        aria-labelledby={labelId}
      >
        {attribute.options.map((option, index) => {
          const state = stateOf(option);
          const description = descriptionOf(state, stockHints[option.id]);
          const showsName = option.swatch.type !== 'label';
          const tooltipId = `swatch-tip-${attribute.id}-${option.id}`;
          const image = option.swatch.type === 'image' ? images[option.swatch.imageKey] : undefined;
          const previewing = image !== undefined && previewed === option.id;
          const hidePreview = () =>
            setPreviewed((current) => (current === option.id ? null : current));
          const previewEvents = image
            ? {
                onMouseEnter: () => setPreviewed(option.id),
                onMouseLeave: hidePreview,
                onFocus: () => setPreviewed(option.id),
                onBlur: hidePreview,
              }
            : {};
          return (
            <div
              key={option.id}
              ref={(element) => {
                items.current[index] = element;
              }}
              role="radio"
              aria-checked={state.selected}
              aria-disabled={state.disabled || undefined}
              // The name alone: a label swatch's text would otherwise run into its tooltip's.
              aria-label={option.name}
              aria-describedby={description ? tooltipId : undefined}
              tabIndex={index === tabStop ? 0 : -1}
              data-value={option.id}
              className={`${swatchClass(option, state)}${previewing ? ' swatch--previewing' : ''}`}
              onClick={() => onChoose(option.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              {...previewEvents}
            >
              <SwatchFace option={option} images={images} />
              {image ? (
                <SwatchPreview
                  id={tooltipId}
                  open={previewing}
                  image={image}
                  name={option.name}
                  description={description}
                />
              ) : showsName || description ? (
                <span className="swatch__tooltip" id={tooltipId} role="tooltip">
                  {/* The name is the item's accessible name already: not repeated as its description. */}
                  {showsName ? <span aria-hidden="true">{option.name}</span> : null}
                  {showsName && description ? <span aria-hidden="true"> · </span> : null}
                  {description}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
    </div>
  );
}

function SwatchFace({
  option,
  images,
}: {
  option: Option;
  images: Readonly<Record<string, PictureSource>>;
}) {
  const { swatch } = option;
  if (swatch.type === 'color') {
    return (
      <span className="swatch__face" aria-hidden="true" style={{ backgroundColor: swatch.value }} />
    );
  }
  if (swatch.type === 'image') {
    const image = images[swatch.imageKey];
    return (
      <span className="swatch__face" aria-hidden="true">
        {image ? (
          <Picture image={image} sizes="2.75rem" alt="" className="swatch__picture" />
        ) : null}
      </span>
    );
  }
  return <span className="swatch__face">{option.name}</span>;
}

/** A group's swatches share one look; a mixed group is drawn as labels. */
function lookOf(attribute: SwatchAttribute): SwatchLook['type'] {
  const [first] = attribute.options;
  const type = first?.swatch.type ?? 'label';
  return attribute.options.every((option) => option.swatch.type === type) ? type : 'label';
}

function swatchClass(option: Option, state: SwatchItemState): string {
  return [
    'swatch',
    `swatch--${option.swatch.type}`,
    state.selected ? 'swatch--selected' : '',
    state.disabled ? 'swatch--disabled' : '',
    state.outOfStock ? 'swatch--out-of-stock' : '',
    state.unavailable ? 'swatch--unavailable' : '',
  ]
    .filter((name) => name !== '')
    .join(' ');
}

/**
 * What hovering or focusing an item tells besides its name: the out-of-stock or unavailable text
 * (SW-004) and the stock hint of the variation it would complete.
 */
function descriptionOf(state: SwatchItemState, stockHint: string | undefined): string | null {
  const parts = [state.tooltip, stockHint ?? null].filter(
    (part): part is string => part !== null && part !== '',
  );
  return parts.length > 0 ? parts.join(' · ') : null;
}
