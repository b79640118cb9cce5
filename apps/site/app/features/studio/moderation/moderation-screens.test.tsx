// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CommentsPage } from './comments-page';
import { MailMessagePage } from './mail-message-page';

afterEach(cleanup);

async function show(element: ReactNode, path = '/studio/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
}

const HOSTILE_HTML = '<script>window.parent.pwned = true</script><p>Hello</p>';

describe('the moderation screens (issue 21)', () => {
  it('issue 21: a message shows its text as text and its HTML only in a frame with every sandbox flag off', async () => {
    await show(
      <MailMessagePage
        data={{
          nonce: 'n',
          message: {
            id: 7,
            recipient: 'x@example.com',
            subject: 'Hi',
            purpose: 'test',
            attempts: 10,
            nextAttemptAt: '2026-12-06T12:00:00.000Z',
            sentAt: null,
            failedAt: '2026-12-06T12:00:00.000Z',
            lastError: '<b>EAUTH</b>',
            createdAt: '2026-12-06T11:00:00.000Z',
            replyTo: null,
            textBody: '<img src=x onerror=alert(1)> plain words',
            htmlBody: HOSTILE_HTML,
          },
        }}
      />,
    );
    expect(screen.getByText('<img src=x onerror=alert(1)> plain words')).toBeTruthy();
    expect(screen.getByText('<b>EAUTH</b>')).toBeTruthy();
    expect(document.querySelector('main img, img[src="x"], b')).toBeNull();
    const frame = document.querySelector('iframe');
    expect(frame?.getAttribute('sandbox')).toBe('');
    expect(frame?.getAttribute('srcdoc')).toBe(HOSTILE_HTML);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send again' })).toBeTruthy();
  });

  it('issue 21: the comment list is one form: a checkbox per row, a button per decision per row, bulk buttons', async () => {
    await show(
      <CommentsPage
        data={{
          nonce: 'n',
          status: 'pending',
          rows: [
            {
              id: 12,
              authorName: 'Ada',
              authorEmail: 'ada@example.com',
              excerpt: 'Lovely',
              spamReason: null,
              createdAt: '2026-12-06T11:00:00.000Z',
              target: { kind: 'post', title: 'A post', path: '/blog/a-post/' },
            },
          ],
          older: undefined,
          newer: undefined,
        }}
      />,
      '/studio/comments/',
    );
    expect(document.querySelectorAll('form')).toHaveLength(1);
    expect(
      screen.getByRole('checkbox', { name: 'Select the comment by Ada' }).getAttribute('name'),
    ).toBe('comment-12');
    expect(
      screen.getByRole('button', { name: 'Approve the comment by Ada' }).getAttribute('value'),
    ).toBe('approve:12');
    expect(
      screen.getByRole('button', { name: 'Delete the comment by Ada' }).getAttribute('value'),
    ).toBe('trash:12');
    expect(screen.getByRole('group', { name: 'With the ticked comments' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'A post' }).getAttribute('href')).toBe('/blog/a-post/');
  });
});
