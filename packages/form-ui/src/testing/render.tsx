import type { FieldValue } from '@atelier/form-engine/schema/field-value';
import type { FieldDefinition } from '@atelier/form-engine/schema/fields';
import { act, render } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { vi } from 'vitest';
import { FieldRenderer, type FieldRendererProps } from '../field-renderer';

export interface HydrationResult {
  readonly html: string;
  readonly container: HTMLElement;
  /** Everything React reported: hydration mismatches, recoverable errors, console errors. */
  readonly problems: readonly string[];
}

/**
 * Renders on the "server" (renderToString), puts the HTML in the page and hydrates it, collecting
 * every mismatch warning and recoverable error React reports.
 */
export async function hydrateFromServer(element: ReactElement): Promise<HydrationResult> {
  const html = renderToString(element);
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const problems: string[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    problems.push(args.map(String).join(' '));
  });
  try {
    await act(async () => {
      hydrateRoot(container, element, {
        onRecoverableError: (error) => problems.push(String(error)),
      });
    });
  } finally {
    consoleError.mockRestore();
  }
  return { html, container, problems };
}

/** What a field reported: its changes in order, and how often it blurred, cleared or submitted. */
export class Recorded {
  readonly changes: FieldValue[] = [];
  blurs = 0;
  errorClears = 0;
  submits = 0;

  change(value: FieldValue) {
    this.changes.push(value);
  }
  blur() {
    this.blurs += 1;
  }
  errorClear() {
    this.errorClears += 1;
  }
  submit() {
    this.submits += 1;
  }
}

export function recorder(): Recorded {
  return new Recorded();
}

type HarnessProps = Omit<FieldRendererProps, 'value' | 'onChange' | 'idPrefix'> & {
  readonly initialValue?: FieldValue;
  readonly record: Recorded;
  readonly idPrefix?: string;
};

/** A field inside a form, holding its value like the runtime would, recording what it reports. */
export function Harness({ initialValue = null, record, idPrefix = 'form', ...rest }: HarnessProps) {
  const [value, setValue] = useState<FieldValue>(initialValue);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        record.submit();
      }}
    >
      <FieldRenderer
        {...rest}
        idPrefix={idPrefix}
        value={value}
        onChange={(next) => {
          record.change(next);
          setValue(next);
        }}
        onBlur={() => record.blur()}
        onErrorClear={() => record.errorClear()}
      />
    </form>
  );
}

export function renderField(
  field: FieldDefinition,
  options: Omit<HarnessProps, 'field' | 'record'> = {},
) {
  const record = recorder();
  const result = render(<Harness field={field} record={record} {...options} />);
  return { ...result, record };
}
