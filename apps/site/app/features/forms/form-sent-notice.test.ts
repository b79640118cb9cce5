import { describe, expect, it } from 'vitest';
import { FORM_SENT_COOKIE, isSiteAddress, successMessageText } from './form-sent-notice';
import { formSentCookieHeader, takeFormSentNotice } from './form-sent-notice.server';

const archive = (cookie?: string) =>
  new Request('http://localhost/2025/06/18/', cookie === undefined ? {} : { headers: { cookie } });

describe('the thank-you a form leaves for the page it redirects to (issue 12, CF-002)', () => {
  it('issue 12: the server message becomes plain text, entities decoded once, paragraphs joined', () => {
    expect(
      successMessageText(
        '<p>Thank you for your message, Ana &amp; Rui &lt;b&gt;.</p><p>We will be in touch.</p>',
      ),
    ).toBe('Thank you for your message, Ana & Rui <b>. We will be in touch.');
    expect(successMessageText('<p>  </p>')).toBe('');
    expect(successMessageText(`<p>${'a'.repeat(2000)}</p>`)).toHaveLength(600);
  });

  it('issue 12: only an address on this site carries the notice', () => {
    expect(isSiteAddress('/2025/06/18/')).toBe(true);
    expect(isSiteAddress('//evil.example/')).toBe(false);
    expect(isSiteAddress('/\\evil.example/')).toBe(false);
    expect(isSiteAddress('https://evil.example/')).toBe(false);
  });

  it('issue 12: CF-002 the archive page reads the notice once and its answer clears the cookie', () => {
    const header = formSentCookieHeader(archive(), 'Thank you, Ana; we will write.');
    const value = header.split(';')[0] ?? '';
    const taken = takeFormSentNotice(archive(`other=1; ${value}`));
    expect(taken.notice).toBe('Thank you, Ana; we will write.');
    expect(taken.headers.get('set-cookie')).toBe(
      `${FORM_SENT_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`,
    );
    const plain = takeFormSentNotice(archive('other=1'));
    expect(plain.notice).toBeUndefined();
    expect(plain.headers.get('set-cookie')).toBeNull();
  });
});
