import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkComment,
  COMMENT_LIMITS,
  COMMENT_MESSAGES,
  commentReplyHref,
  isWebsite,
  linkCount,
  parseReplyTo,
} from './comment-rules';

const valid = {
  author: ' Ada  Lovelace ',
  email: 'ada@example.com',
  url: '',
  comment: ' Lovely.\r\n',
};

describe('comment form rules (issue 20)', () => {
  it('MISC-007 a valid comment is cleaned: names squeezed, text trimmed, line ends normalised', () => {
    expect(checkComment(valid)).toEqual({
      ok: true,
      value: { author: 'Ada Lovelace', email: 'ada@example.com', url: null, comment: 'Lovely.' },
    });
  });

  it('MISC-007 each field in error gets its own message', () => {
    expect(
      checkComment({ author: ' ', email: 'nope', url: 'javascript:alert(1)', comment: '' }),
    ).toEqual({
      ok: false,
      errors: {
        author: COMMENT_MESSAGES.authorMissing,
        email: COMMENT_MESSAGES.emailInvalid,
        url: COMMENT_MESSAGES.urlInvalid,
        comment: COMMENT_MESSAGES.commentMissing,
      },
    });
    const long = checkComment({ ...valid, comment: 'x'.repeat(COMMENT_LIMITS.comment + 1) });
    expect(long).toEqual({ ok: false, errors: { comment: COMMENT_MESSAGES.commentLong } });
  });

  it('MISC-007 a website is http or https with a host, nothing else', () => {
    expect(isWebsite('https://example.com/me')).toBe(true);
    expect(isWebsite('http://example.com')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.org',
      'https://',
      'https://a b',
      '//x.org',
      'https://u@x.org',
    ])
      expect(isWebsite(bad)).toBe(false);
  });

  it('MISC-007 property: whatever is typed, the check answers and never lets a non-http website through', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.string(),
        (author, email, url, comment) => {
          const result = checkComment({ author, email, url, comment });
          if (result.ok) {
            expect(result.value.url === null || /^https?:\/\//i.test(result.value.url)).toBe(true);
            expect(result.value.author.length).toBeGreaterThan(0);
          }
        },
      ),
    );
  });

  it('MISC-007 links are counted; reply links and parent ids', () => {
    expect(linkCount('see https://a.org and www.b.org, http://c.org')).toBe(3);
    expect(linkCount('no links here')).toBe(0);
    expect(commentReplyHref('/blog/a/', 12)).toBe('/blog/a/?replytocom=12#respond');
    expect(parseReplyTo('12')).toBe(12);
    for (const bad of [null, undefined, '', '0', '-1', '1e3', '12abc', '9999999999'])
      expect(parseReplyTo(bad)).toBeNull();
  });
});
