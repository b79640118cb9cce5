// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion, Toggle } from './accordion';

const items = [
  { id: 'one', title: 'First question', content: <p>First answer</p> },
  { id: 'two', title: 'Second question', content: <p>Second answer</p> },
  { id: 'three', title: 'Third question', content: <p>Third answer</p> },
];

afterEach(cleanup);

describe('Accordion', () => {
  it('ACC-001 ACC-002 the server renders native details: the start item open, a one-open group sharing a name', () => {
    const html = renderToString(
      <Accordion idPrefix="faq" items={items} oneOpen initialOpenIndex={1} />,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const details = [...container.querySelectorAll('details')];
    expect(details).toHaveLength(3);
    expect(details.map((element) => element.open)).toEqual([false, true, false]);
    expect(details.every((element) => element.getAttribute('name') === 'faq')).toBe(true);
    expect(container.querySelectorAll('summary')).toHaveLength(3);
  });

  it('ACC-002 an out-of-range start index renders every item closed', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <Accordion idPrefix="faq" items={items} initialOpenIndex={5} />,
    );
    expect([...container.querySelectorAll('details')].some((element) => element.open)).toBe(false);
    // Without the one-open rule the items do not share a name.
    expect(container.querySelector('details[name]')).toBeNull();
  });

  it('ACC-001 once hydrated: heading > button with aria-expanded and aria-controls, a region named by it; one open at a time', async () => {
    render(
      <Accordion idPrefix="faq" items={items} oneOpen initialOpenIndex={0} headingLevel={3} />,
    );
    const first = await screen.findByRole('button', { name: 'First question' });
    const second = screen.getByRole('button', { name: 'Second question' });
    expect(first.parentElement?.tagName).toBe('H3');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(second.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('role')).toBe('region');
    expect(panel?.getAttribute('aria-labelledby')).toBe(first.id);
    expect(screen.getByRole('region', { name: 'First question' })).toBeTruthy();
    const secondPanel = document.getElementById(second.getAttribute('aria-controls') ?? '');
    expect(secondPanel?.hidden).toBe(true);

    act(() => fireEvent.click(second));
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(secondPanel?.hidden).toBe(false);
    expect(panel?.hidden).toBe(true);

    act(() => fireEvent.click(second));
    expect(second.getAttribute('aria-expanded')).toBe('false');
    expect(secondPanel?.hidden).toBe(true);
  });

  it('ACC-001 without the one-open rule several items stay open', async () => {
    render(<Accordion idPrefix="faq" items={items} />);
    const first = await screen.findByRole('button', { name: 'First question' });
    const third = screen.getByRole('button', { name: 'Third question' });
    act(() => fireEvent.click(first));
    act(() => fireEvent.click(third));
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(third.getAttribute('aria-expanded')).toBe('true');
  });

  it('ACC-001 a toggle is one item that opens and closes on its own', async () => {
    render(
      <Toggle idPrefix="more" title="A toggle">
        <p>Its answer</p>
      </Toggle>,
    );
    const button = await screen.findByRole('button', { name: 'A toggle' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => fireEvent.click(button));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: 'A toggle' }).textContent).toBe('Its answer');
  });
});
