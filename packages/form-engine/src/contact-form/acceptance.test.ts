import { describe, expect, it } from 'vitest';
import { submitBlockedByAcceptance } from './acceptance';

describe('CF-014 acceptance gate', () => {
  it('CF-014 the submit button is disabled while a required acceptance box is unticked', () => {
    expect(
      submitBlockedByAcceptance([{ name: 'acceptance-1', optional: false, checked: false }]),
    ).toBe(true);
  });

  it('CF-014 ticking every required box enables it', () => {
    expect(
      submitBlockedByAcceptance([
        { name: 'acceptance-1', optional: false, checked: true },
        { name: 'acceptance-2', optional: false, checked: true },
      ]),
    ).toBe(false);
  });

  it('CF-014 one unticked required box among ticked ones still blocks', () => {
    expect(
      submitBlockedByAcceptance([
        { name: 'acceptance-1', optional: false, checked: true },
        { name: 'acceptance-2', optional: false, checked: false },
      ]),
    ).toBe(true);
  });

  it('CF-014 an unticked optional box never blocks; no boxes never block', () => {
    expect(
      submitBlockedByAcceptance([
        { name: 'newsletter', optional: true, checked: false },
        { name: 'terms', optional: false, checked: true },
      ]),
    ).toBe(false);
    expect(submitBlockedByAcceptance([])).toBe(false);
  });
});
