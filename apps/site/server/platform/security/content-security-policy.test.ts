import { describe, expect, it } from 'vitest';
import { embedFor } from '@atelier/gallery/lightbox-embeds';
import { contentSecurityPolicy, pageScriptPolicy } from './content-security-policy';

const frameSources = (policy: string) =>
  (policy.split('; ').find((directive) => directive.startsWith('frame-src ')) ?? '')
    .split(' ')
    .slice(1);

describe('content security policy', () => {
  it('LBX-014 frames come only from this site and the three embed services', () => {
    const policy = pageScriptPolicy('production')([]);
    expect(frameSources(policy)).toEqual([
      "'self'",
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
      'https://www.google.com',
    ]);
    expect(policy).not.toContain('https://www.youtube.com');
  });

  it('LBX-014 every embed the lightbox builds is allowed by the policy', () => {
    const allowed = frameSources(pageScriptPolicy('production')([]));
    for (const address of [
      'https://www.youtube.com/watch?v=Qm7xL2pW4sA',
      'https://vimeo.com/824451903',
      'https://www.google.com/maps/search/?api=1&query=Lisbon',
    ]) {
      const embed = embedFor(address);
      expect(embed).toBeDefined();
      expect(allowed).toContain(new URL(embed?.src ?? '').origin);
    }
  });

  it('a configured captcha provider adds its frame origin next to the embeds', () => {
    const { directives } = contentSecurityPolicy('production', {
      script: ['https://js.hcaptcha.com'],
      frame: ['https://hcaptcha.com'],
      connect: [],
    });
    expect(directives.frameSrc).toContain('https://hcaptcha.com');
    expect(directives.frameSrc).toContain('https://player.vimeo.com');
  });
});

describe('content security policy: the pin script (issue 20)', () => {
  it("MISC-014 scripts come from this site and, for pinning on demand, Pinterest's script origin only", () => {
    const policy = pageScriptPolicy('production')(["'sha256-abc'"]);
    const scripts = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scripts).toEqual(["'self'", 'https://assets.pinterest.com', "'sha256-abc'"]);
  });
});
