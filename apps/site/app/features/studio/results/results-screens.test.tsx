// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { StudioPollPage } from './polls-page';
import { StudioQuizLeadsPage, StudioQuizPage } from './quizzes-page';

afterEach(cleanup);

function show(element: ReactNode, path = '/studio/') {
  const router = createMemoryRouter([{ path: '*', element, action: () => null }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

describe('issue 21: the studio results screens', () => {
  it('issue 21: a poll reads as a table of choices, votes and shares, with the reset form', () => {
    show(
      <StudioPollPage
        data={{
          nonce: 'n',
          poll: {
            id: 3,
            slug: 'p',
            title: 'Favourite frame',
            status: 'publish',
            question: 'Which frame?',
            results: {
              total: 3,
              answers: [
                { id: 'answer-1', label: 'Oak', votes: 2, percent: 66.7, color: '#123456' },
                { id: 'answer-2', label: 'Walnut', votes: 1, percent: 33.3, color: '#654321' },
              ],
            },
          },
        }}
        result={{ ok: true, message: 'Favourite frame starts over.' }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Votes per choice' });
    const oak = within(table).getByRole('row', { name: /Oak/ });
    expect(
      within(oak)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '66.7 %']);
    expect(screen.getByRole('status').textContent).toBe('Favourite frame starts over.');
    expect(screen.getByRole('button', { name: 'Reset votes' })).toBeTruthy();
  });

  it('issue 21: a quiz shows its totals, distribution and entries with their leads', () => {
    show(
      <StudioQuizPage
        data={{
          quiz: { id: 5, title: 'Artists', slug: 'artists', kind: 'knowledge' },
          hasLeads: true,
          totals: {
            entries: 2,
            averageScore: 3.5,
            outOf: 6,
            distribution: [{ label: '4 / 6', entries: 1, percent: 50 }],
          },
          entries: [
            {
              id: 9,
              createdAt: '2026-12-06T10:00:00.000Z',
              outcome: '4 / 6',
              score: 4,
              result: null,
              leadName: 'Ana',
              leadEmail: 'ana@example.com',
              lead: { 'text-1': 'Ana', 'email-1': 'ana@example.com' },
            },
          ],
          older: 9,
          newer: undefined,
        }}
      />,
    );
    expect(screen.getByText('3.5 / 6')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Entries by score' })).toBeTruthy();
    expect(screen.getByText('Ana · ana@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/studio/quizzes/5/export.csv',
    );
    expect(screen.getByRole('link', { name: 'Older →' }).getAttribute('href')).toContain(
      'before=9',
    );
  });

  it('issue 21: the leads table heads its columns with the lead form’s labels', () => {
    show(
      <StudioQuizLeadsPage
        data={{
          quiz: { id: 5, title: 'Prints', slug: 'prints', kind: 'nowrong' },
          leadFields: [
            { id: 'text-1', label: 'Your name' },
            { id: 'email-1', label: 'Email address' },
          ],
          entries: [],
          older: undefined,
          newer: undefined,
        }}
      />,
    );
    expect(screen.getByText('No visitor has left their details with this quiz yet.')).toBeTruthy();
  });
});
