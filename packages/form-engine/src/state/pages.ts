import type { PaginationLabelConfig } from '../pagination/labels';
import type { FormDefinition } from '../schema/definition';
import type { FormState } from './form-state';

/** One page of a multi-page form. */
export interface FormPage {
  /** 0-based, like the pagination state (DEC-07). */
  readonly index: number;
  /** The page break that opens the page; `null` for the first page. */
  readonly pageBreak: string | null;
  /** The page's fields in display order, its page break first. */
  readonly fieldIds: readonly string[];
}

const pageCache = new WeakMap<FormDefinition, readonly FormPage[]>();

/** The pages of a form: `page-break` fields delimit them; a form without any has one page. */
export function pagesOf(definition: FormDefinition): readonly FormPage[] {
  const cached = pageCache.get(definition);
  if (cached !== undefined) return cached;
  const pages: { index: number; pageBreak: string | null; fieldIds: string[] }[] = [
    { index: 0, pageBreak: null, fieldIds: [] },
  ];
  for (const field of definition.fields) {
    if (field.type === 'page-break') {
      pages.push({ index: pages.length, pageBreak: field.id, fieldIds: [] });
    }
    pages.at(-1)?.fieldIds.push(field.id);
  }
  pageCache.set(definition, pages);
  return pages;
}

/** PAGE-011: the page holding each field, for jumping to a field's error. */
export function fieldPages(definition: FormDefinition): Readonly<Record<string, number>> {
  const pages: Record<string, number> = {};
  for (const page of pagesOf(definition)) {
    for (const fieldId of page.fieldIds) pages[fieldId] = page.index;
  }
  return pages;
}

/** DEC-08: pages whose page break is hidden by its conditions. */
export function hiddenPages(state: FormState): number[] {
  return pagesOf(state.definition)
    .filter((page) => page.pageBreak !== null && !state.isVisible(page.pageBreak))
    .map((page) => page.index);
}

/** PAGE-006: pages holding a card field, which must get a card token before moving on. */
export function cardTokenPages(definition: FormDefinition): number[] {
  const stripeFields = new Set(
    definition.fields.filter((field) => field.type === 'stripe').map((field) => field.id),
  );
  return pagesOf(definition)
    .filter((page) => page.fieldIds.some((fieldId) => stripeFields.has(fieldId)))
    .map((page) => page.index);
}

/**
 * PAGE-014, PAGE-015, FORM-009: the settings' labels in the shape `paginationButtons` reads. The
 * settings key a step's labels by the page break that closes the step (the one opening the next
 * page); the last step, closed by none, takes last-previous and last-next (the submit label).
 */
export function paginationLabelConfig(definition: FormDefinition): PaginationLabelConfig {
  const { pagination_config: config, text_prev, text_next } = definition.settings;
  const pages = pagesOf(definition);
  const steps = pages.map((page) => {
    const closing = pages[page.index + 1]?.pageBreak;
    const labels = closing == null ? undefined : config.steps[closing];
    return labels && { prevText: labels['prev-text'], nextText: labels['next-text'] };
  });
  return {
    mode: config['pagination-labels'],
    steps,
    lastPrevious: config['last-previous'],
    previous: text_prev,
    next: text_next,
    submit: config['last-next'],
  };
}
