// @vitest-environment jsdom
import type { PollVoteAnswer } from '@atelier/contracts/polls';
import { parsePollDefinition } from '@atelier/form-engine/polls/poll-definition';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Poll } from './poll';
import type { PagePoll } from './poll-page';

// Chart.js needs a real canvas; the chart's own module is replaced, its lazy loading is not.
vi.mock('./poll-chart', () => ({
  default: ({ question }: { question: string }) => (
    <canvas role="img" aria-label={`Chart of the results for “${question}”`} />
  ),
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const pollOf = (settings: Record<string, unknown> = {}, open = true): PagePoll => ({
  id: 7,
  slug: 'test-poll',
  title: 'Test poll',
  open,
  definition: parsePollDefinition({
    question: 'Which one?',
    answers: [
      { id: 'answer-1', label: 'One' },
      { id: 'answer-2', label: 'Two', extra: { placeholder: 'Which two?' } },
    ],
    settings,
  }),
});

const answer = (overrides: Partial<PollVoteAnswer['data']> = {}): PollVoteAnswer => ({
  success: true,
  data: {
    form_id: 7,
    message: 'Your vote has been saved',
    notice: 'success',
    success: true,
    url: '/polls/test-poll/results/',
    chart_data: [
      ['One', 3, '#F4B414'],
      ['Two', 1, '#1ABC9C'],
    ],
    results_behav: 'show_after',
    results_link: '<a href="/polls/test-poll/results/" class="forminator-link">View Results</a>',
    back_button: '<button type="button">Back To Poll</button>',
    votes_text: 'vote(s)',
    votes_count: true,
    grids_color: '#E5E5E5',
    labels_color: '#777771',
    onchart_label: '#333333',
    tooltips_bg: '#333333',
    tooltips_color: '#FFFFFF',
    chart_design: 'bar',
    results_label: 'View Results',
    back_button_label: 'Back To Poll',
    total_votes: 4,
    ...overrides,
  },
});

/** A fetch that gives a nonce, then answers votes with `vote`; records the vote bodies. */
function fakeServer(vote: () => Response) {
  const votes: URLSearchParams[] = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = new URLSearchParams(String(init?.body ?? ''));
    if (body.get('action') === 'forminator_get_nonce') {
      return Response.json({ success: true, data: 'nonce-1' });
    }
    votes.push(body);
    return vote();
  });
  return { fetchImpl: fetchImpl as unknown as typeof fetch, votes };
}

describe('Poll', () => {
  it('POLL-001 POLL-002 renders a fieldset of radios with the question as legend; a disabled poll disables them', () => {
    const html = renderToString(<Poll poll={pollOf({ enabled: false }, false)} />);
    expect(html).toMatch(/<fieldset[^>]*disabled=""/);
    expect(html).toContain(
      '<legend class="poll__question" id="poll-7-question">Which one?</legend>',
    );
    expect(html).toContain('This poll is closed.');
    render(<Poll poll={pollOf()} />);
    expect(screen.getByRole('group', { name: 'Which one?' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('POLL-003 POLL-005 POLL-006 sends the form serialised with the nonce, shows results and chart, goes back', async () => {
    const server = fakeServer(() => Response.json(answer()));
    render(<Poll poll={pollOf()} fetch={server.fetchImpl} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Two' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Which two?' }), {
      target: { value: 'Glass' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(screen.getByRole('status').textContent).toBe('Submitting vote, please wait');
    await waitFor(() =>
      expect(screen.getByRole('group', { name: /Results: Which one/ })).toBeTruthy(),
    );
    const sent = server.votes[0];
    expect(sent?.get('action')).toBe('forminator_submit_form_polls');
    expect(sent?.get('form_id')).toBe('7');
    expect(sent?.get('7')).toBe('answer-2');
    expect(sent?.get('7-extra')).toBe('Glass');
    expect(sent?.get('forminator_nonce')).toBe('nonce-1');
    expect(screen.getByText('75%')).toBeTruthy();
    expect(await screen.findByRole('img', { name: /Chart of the results/ })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Your vote has been saved');
    fireEvent.click(screen.getByRole('button', { name: 'Back To Poll' }));
    expect(screen.getByRole('radio', { name: 'One' })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('POLL-008 the message after a vote goes after 2500 ms', async () => {
    // Only the clock's timers are faked: the answer's promises settle as they would.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer(() => Response.json(answer()));
    render(<Poll poll={pollOf()} fetch={server.fetchImpl} />);
    fireEvent.click(screen.getByRole('radio', { name: 'One' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    for (let turn = 0; turn < 50 && !screen.queryByRole('group', { name: /Results/ }); turn += 1) {
      await act(async () => {
        await new Promise((resolve) => queueMicrotask(() => resolve(undefined)));
        await vi.advanceTimersByTimeAsync(0);
      });
    }
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Your vote has been saved');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_499);
    });
    expect(status.textContent).toBe('Your vote has been saved');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(status.textContent).toBe('');
  });

  it('POLL-007 ERR-016 with link_on offers the results as a link and takes no second vote', async () => {
    const server = fakeServer(() => Response.json(answer({ results_behav: 'link_on' })));
    render(<Poll poll={pollOf({ results_behav: 'link_on' })} fetch={server.fetchImpl} />);
    fireEvent.click(screen.getByRole('radio', { name: 'One' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    const link = await screen.findByRole('link', { name: 'View Results' });
    expect(link.getAttribute('href')).toBe('/polls/test-poll/results/');
    expect(screen.queryByRole('img')).toBeNull();
    // A disabled fieldset disables its radios.
    expect(screen.getByRole('radio', { name: 'One' }).matches(':disabled')).toBe(true);
  });

  it('POLL-010 no choice marks the fieldset, says why, focuses the choices and sends nothing', () => {
    const server = fakeServer(() => Response.json(answer()));
    render(<Poll poll={pollOf()} fetch={server.fetchImpl} />);
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    expect(screen.getByRole('alert').textContent).toBe('You need to select a poll option');
    expect(screen.getByRole('group', { name: 'Which one?' }).className).toContain(
      'poll__choices--error',
    );
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'One' }));
    expect(server.fetchImpl).not.toHaveBeenCalled();
  });

  it('POLL-009 DEC-20 ERR-009 a failure shows the server’s message, or Please try again without one', async () => {
    const refused = fakeServer(() =>
      Response.json(
        {
          success: false,
          data: {
            message: 'You have already submitted a vote to this poll',
            code: 'already_voted',
          },
        },
        { status: 409 },
      ),
    );
    render(<Poll poll={pollOf()} fetch={refused.fetchImpl} />);
    fireEvent.click(screen.getByRole('radio', { name: 'One' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You have already submitted a vote to this poll',
      ),
    );
    cleanup();
    const broken = fakeServer(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    render(<Poll poll={pollOf()} fetch={broken.fetchImpl} />);
    fireEvent.click(screen.getByRole('radio', { name: 'One' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Please try again'));
    expect((screen.getByRole('button', { name: 'Vote' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });
});
