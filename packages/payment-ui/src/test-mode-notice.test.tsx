import { TEST_CARDS } from '@atelier/contracts/test-cards';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestModeNotice } from './test-mode-notice';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

describe('TestModeNotice', () => {
  it('says no money moves and lists every test card with a copy button', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<TestModeNotice />);
    expect(screen.getByRole('complementary').textContent).toContain(
      'Test payments: no money moves.',
    );
    for (const card of TEST_CARDS) expect(screen.getByText(card.label)).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /copy 4242 4242 4242 4242/i }));
    });
    expect(writeText).toHaveBeenCalledWith('4242424242424242');
    expect(screen.getByText('Copied')).toBeTruthy();
  });

  it('leaves the cards out when asked', () => {
    render(<TestModeNotice showCards={false} />);
    expect(screen.queryByText(TEST_CARDS[0].label)).toBeNull();
  });
});
