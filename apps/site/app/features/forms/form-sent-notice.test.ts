import { describe, expect, it } from 'vitest';
import {
  formSentAddress,
  formWasSent,
  isSiteAddress,
  successMessageText,
} from './form-sent-notice';

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

  it('issue 13: CF-002 a page of this site is opened with ?sent=<form id>, its query and fragment kept; another site as it is', () => {
    expect(formSentAddress('/2025/06/18/', 33568)).toBe('/2025/06/18/?sent=33568');
    expect(formSentAddress('/thanks/?from=mail#top', 7)).toBe('/thanks/?from=mail&sent=7#top');
    expect(formSentAddress('/thanks/?sent=1', 7)).toBe('/thanks/?sent=7');
    expect(formSentAddress('https://elsewhere.example/thanks/', 7)).toBe(
      'https://elsewhere.example/thanks/',
    );
    expect(formSentAddress('//evil.example/', 7)).toBe('//evil.example/');
  });

  it('issue 13: only a form id in ?sent= shows the thank-you', () => {
    expect(formWasSent(new URLSearchParams('sent=33568'))).toBe(true);
    expect(formWasSent(new URLSearchParams(''))).toBe(false);
    expect(formWasSent(new URLSearchParams('sent='))).toBe(false);
    expect(formWasSent(new URLSearchParams('sent=0'))).toBe(false);
    expect(formWasSent(new URLSearchParams('sent=<b>hi</b>'))).toBe(false);
    expect(formWasSent(new URLSearchParams(`sent=${'9'.repeat(30)}`))).toBe(false);
  });
});
