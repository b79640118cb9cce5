import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ninjaFormsShouldNotify,
  parseFormIntegrationPayload,
  FORM_PROVIDERS,
} from './form-integrations';
import {
  CLOSE_KEYS,
  POPUP_DEFAULTS,
  POPUP_PLUGIN_VERSION,
  POPUP_TRACKING_ENABLED,
  REPOSITION_DELAY_MS,
} from './popup-constants';
import {
  browserConditionsHold,
  decidePageConditions,
  deviceKindOf,
  normalisePath,
} from './popup-conditions';
import {
  lifetimeSeconds,
  popupCookieRules,
  popupCookieString,
  successCookieSeconds,
  triggerAllowedByCookies,
} from './popup-cookies';
import { popupAnimation, popupBox, popupPlacement } from './popup-layout';
import { popupsToCloseOnOpen } from './popup-stacking';
import { clickSelectors, isExitIntent, popupTriggers, scrollDepthReached } from './popup-triggers';
import { closeDelaySeconds, mergeSuccessSettings, successPlan } from './success-settings';

const DAY = 24 * 60 * 60;

describe('closedelay', () => {
  it('POP-011 a closedelay of three or more digits is milliseconds, fewer digits are seconds', () => {
    expect(closeDelaySeconds(3)).toBe(3);
    expect(closeDelaySeconds(99)).toBe(99);
    expect(closeDelaySeconds(100)).toBe(0.1);
    expect(closeDelaySeconds(2500)).toBe(2.5);
    expect(closeDelaySeconds(0)).toBe(0);
    expect(closeDelaySeconds(-5)).toBe(0);
    expect(closeDelaySeconds(Number.NaN)).toBe(0);
  });

  it('POP-011 property: integers of 3+ digits are divided by 1000, smaller ones kept', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (value) => {
        expect(closeDelaySeconds(value)).toBe(value >= 100 ? value / 1000 : value);
      }),
    );
  });
});

describe('success settings', () => {
  it('POP-010 merges defaults, the form settings and the answer, later sources winning', () => {
    expect(mergeSuccessSettings()).toEqual({
      openpopup: false,
      openpopup_id: 0,
      closepopup: false,
      closedelay: 0,
    });
    expect(
      mergeSuccessSettings(
        { openpopup: false, openpopup_id: 0, closepopup: true, closedelay: 3 },
        { openpopup: '1', openpopup_id: '32653', closedelay: 'soon' },
      ),
    ).toEqual({ openpopup: true, openpopup_id: 32653, closepopup: true, closedelay: 3 });
  });

  it('POP-012 closes the form popup after the delay, then opens the next popup or redirects', () => {
    const exists = (id: number) => id === 32653;
    expect(
      successPlan(
        { openpopup: true, openpopup_id: 32653, closepopup: true, closedelay: 1500 },
        { inPopup: true, popupExists: exists, redirect: '/thanks/' },
      ),
    ).toEqual({ closeAfterMs: 1500, openPopupId: 32653 });
    expect(
      successPlan(
        { openpopup: true, openpopup_id: 999, closepopup: false, closedelay: 2 },
        { inPopup: true, popupExists: exists, redirect: '/thanks/' },
      ),
    ).toEqual({ redirect: '/thanks/' });
    expect(
      successPlan(
        { openpopup: false, openpopup_id: 0, closepopup: true, closedelay: 2 },
        { inPopup: false, popupExists: exists },
      ),
    ).toEqual({});
  });

  it('POP-010 property: merged settings are always well-typed whatever the sources hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.dictionary(fc.string(), fc.anything()), { maxLength: 3 }),
        (sources) => {
          const merged = mergeSuccessSettings(...sources);
          expect(typeof merged.openpopup).toBe('boolean');
          expect(typeof merged.closepopup).toBe('boolean');
          expect(Number.isInteger(merged.openpopup_id) && merged.openpopup_id >= 0).toBe(true);
          expect(Number.isFinite(merged.closedelay) && merged.closedelay >= 0).toBe(true);
        },
      ),
    );
  });
});

describe('cookies', () => {
  it('POP-020 a closed popup is remembered 30 days, a form success a year', () => {
    const { rules, warnings } = popupCookieRules(32652, [
      { event: 'on_popup_close', settings: { name: 'pum-32652' } },
      { event: 'pum_sub_form_success', settings: { name: 'pum-32652-subscribed' } },
      { event: 'form_submission', settings: { name: 'x', time: '2 weeks', path: false } },
    ]);
    expect(warnings).toEqual([]);
    expect(rules).toEqual([
      { event: 'on_popup_close', name: 'pum-32652', maxAgeSeconds: 30 * DAY, sitewide: true },
      {
        event: 'pum_sub_form_success',
        name: 'pum-32652-subscribed',
        maxAgeSeconds: 365 * DAY,
        sitewide: true,
      },
      { event: 'form_submission', name: 'x', maxAgeSeconds: 14 * DAY, sitewide: false },
    ]);
    expect(successCookieSeconds(undefined)).toBe(365 * DAY);
    expect(successCookieSeconds('30 days')).toBe(30 * DAY);
    expect(successCookieSeconds('whenever')).toBe(365 * DAY);
  });

  it('POP-020 lifetimes read in the original notation', () => {
    expect(lifetimeSeconds('+1 year')).toBe(365 * DAY);
    expect(lifetimeSeconds('1 month')).toBe(30 * DAY);
    expect(lifetimeSeconds('30 days')).toBe(30 * DAY);
    expect(lifetimeSeconds('3 fortnights')).toBeUndefined();
    expect(lifetimeSeconds('')).toBeUndefined();
  });

  it('POP-020 a present cookie keeps an automatic trigger quiet; others do not', () => {
    expect(triggerAllowedByCookies(['pum-32652'], new Set(['pum-32652']))).toBe(false);
    expect(triggerAllowedByCookies(['pum-32652'], new Set(['other']))).toBe(true);
    expect(triggerAllowedByCookies([], new Set(['pum-32652']))).toBe(true);
  });

  it('POP-020 the cookie is site-wide and SameSite=Lax', () => {
    expect(
      popupCookieString({ name: 'pum-32652', maxAgeSeconds: 30 * DAY, sitewide: true }, '/blog/'),
    ).toBe(`pum-32652=true; Max-Age=${30 * DAY}; path=/; SameSite=Lax`);
  });

  it('POP-018 an unknown cookie event is a warning, not a rule', () => {
    const { rules, warnings } = popupCookieRules(1, [{ event: 'on_full_moon' }]);
    expect(rules).toEqual([]);
    expect(warnings).toEqual([expect.objectContaining({ kind: 'cookie', type: 'on_full_moon' })]);
  });
});

describe('triggers', () => {
  it('POP-003 click triggers use the .popmake-<id> and #popmake-<id> conventions and extra selectors', () => {
    expect(clickSelectors(32651, 'popup-form', '.enquire, .popmake-32651')).toEqual([
      '.popmake-32651',
      'a[href$="#popmake-32651"]',
      '.popmake-popup-form',
      '.enquire',
    ]);
  });

  it('POP-003 reads auto-open delay, exit intent and scroll depth; POP-018 warns for unknown types', () => {
    const { triggers, warnings } = popupTriggers({ id: 7, slug: 'newsletter' }, [
      { type: 'auto_open', settings: { delay: 4000, cookie_name: ['pum-7'] } },
      { type: 'exit_intent', settings: {} },
      { type: 'scroll_open', settings: { distance: '75%' } },
      { type: 'on_shake' },
    ]);
    expect(triggers).toEqual([
      { type: 'auto_open', cookieNames: ['pum-7'], delayMs: 4000 },
      { type: 'exit_intent', cookieNames: [], topSensitivityPx: 10 },
      { type: 'scroll_open', cookieNames: [], depthPercent: 75 },
    ]);
    expect(warnings.map((warning) => warning.message)).toEqual([
      'Popup 7: Trigger type "on_shake" does not exist and is ignored.',
    ]);
  });

  it('POP-003 exit intent is leaving the document at its top edge', () => {
    expect(isExitIntent({ clientY: 0, leftDocument: true }, 10)).toBe(true);
    expect(isExitIntent({ clientY: 300, leftDocument: true }, 10)).toBe(false);
    expect(isExitIntent({ clientY: 0, leftDocument: false }, 10)).toBe(false);
  });

  it('POP-003 property: scroll depth is reached exactly from its share of the scrollable height', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 100, max: 2000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 100 }),
        (scrollTop, viewportHeight, extra, depth) => {
          const documentHeight = viewportHeight + extra;
          const reached = scrollDepthReached({ scrollTop, viewportHeight, documentHeight }, depth);
          if (extra === 0) expect(reached).toBe(true);
          else expect(reached).toBe((Math.max(0, scrollTop) / extra) * 100 >= depth);
        },
      ),
    );
  });
});

describe('conditions', () => {
  const journal = [[{ target: 'is_journal' }]];

  it('POP-003 page conditions are decided from the path on the server', () => {
    expect(decidePageConditions(1, journal, '/blog/')).toMatchObject({
      offered: true,
      browserGroups: [[]],
    });
    expect(decidePageConditions(1, journal, '/blog/a-post')).toMatchObject({ offered: true });
    expect(decidePageConditions(1, journal, '/shop/')).toMatchObject({ offered: false });
    expect(decidePageConditions(1, [], '/anything/')).toMatchObject({
      offered: true,
      browserGroups: [[]],
    });
  });

  it('POP-003 negation and OR-groups of AND-lists, device and login left to the browser', () => {
    const groups = [
      [
        { target: 'is_front_page', not_operand: true },
        { target: 'device_is_mobile', not_operand: true },
      ],
      [{ target: 'is_shop' }, { target: 'user_is_logged_in' }],
    ];
    const onHome = decidePageConditions(1, groups, '/');
    expect(onHome).toMatchObject({ offered: false });
    const onShop = decidePageConditions(1, groups, '/shop/');
    if (!onShop.offered) throw new Error('the shop offers the popup');
    expect(onShop.browserGroups).toEqual([
      [{ target: 'device_is_mobile', not: true }],
      [{ target: 'user_is_logged_in', not: false }],
    ]);
    expect(browserConditionsHold(onShop.browserGroups, { device: 'mobile', loggedIn: false })).toBe(
      false,
    );
    expect(browserConditionsHold(onShop.browserGroups, { device: 'mobile', loggedIn: true })).toBe(
      true,
    );
    expect(
      browserConditionsHold(onShop.browserGroups, { device: 'desktop', loggedIn: false }),
    ).toBe(true);
  });

  it('POP-018 an unknown condition warns and does not hold', () => {
    const decided = decidePageConditions(5, [[{ target: 'is_full_moon' }]], '/');
    expect(decided.offered).toBe(false);
    expect(decided.warnings).toEqual([
      expect.objectContaining({ kind: 'condition', type: 'is_full_moon' }),
    ]);
  });

  it('devices by viewport width, paths normalised', () => {
    expect([deviceKindOf(375), deviceKindOf(800), deviceKindOf(1280)]).toEqual([
      'mobile',
      'tablet',
      'desktop',
    ]);
    expect(normalisePath('/blog?x=1')).toBe('/blog/');
  });

  it('POP-003 property: a negated condition holds exactly when the plain one does not', () => {
    const targets = ['is_front_page', 'is_journal', 'is_shop', 'is_product'];
    const paths = ['/', '/blog/', '/blog/x/', '/shop/', '/product/y/', '/contact/'];
    fc.assert(
      fc.property(fc.constantFrom(...targets), fc.constantFrom(...paths), (target, path) => {
        const plain = decidePageConditions(1, [[{ target }]], path).offered;
        const negated = decidePageConditions(1, [[{ target, not_operand: true }]], path).offered;
        expect(negated).toBe(!plain);
      }),
    );
  });
});

describe('stacking', () => {
  it('POP-005 opening closes the other popups unless the opening one is stackable', () => {
    expect(popupsToCloseOnOpen({ id: 2, stackable: false }, [1, 3])).toEqual([1, 3]);
    expect(popupsToCloseOnOpen({ id: 2, stackable: true }, [1, 3])).toEqual([]);
    expect(popupsToCloseOnOpen({ id: 2, stackable: false }, [2])).toEqual([]);
  });
});

describe('form integration payloads', () => {
  it('POP-007 used only if the payload parses to an object naming a known provider', () => {
    expect(
      parseFormIntegrationPayload(
        '{"formProvider":"wpforms","formId":12,"formInstanceId":"1","x":1}',
      ),
    ).toEqual({ formProvider: 'wpforms', formId: '12', formInstanceId: '1', extras: { x: 1 } });
    expect(parseFormIntegrationPayload({ formProvider: 'contactform7', formId: '33570' })).toEqual({
      formProvider: 'contactform7',
      formId: '33570',
      formInstanceId: '',
      extras: {},
    });
    for (const bad of [
      '{broken',
      '[1,2]',
      '42',
      'null',
      42,
      null,
      [],
      { formProvider: 'myforms', formId: 1 },
    ])
      expect(parseFormIntegrationPayload(bad)).toBeUndefined();
  });

  it('POP-007 property: any input parses or is ignored, never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.anything()), (raw) => {
        const parsed = parseFormIntegrationPayload(raw);
        if (parsed) expect(FORM_PROVIDERS).toContain(parsed.formProvider);
      }),
    );
  });

  it('POP-009 Ninja Forms notifies only an answer without errors', () => {
    expect(ninjaFormsShouldNotify({ errors: [] })).toBe(true);
    expect(ninjaFormsShouldNotify({ errors: {} })).toBe(true);
    expect(ninjaFormsShouldNotify({ data: {} })).toBe(true);
    expect(ninjaFormsShouldNotify({ errors: { email: 'Required' } })).toBe(false);
    expect(ninjaFormsShouldNotify({ errors: ['x'] })).toBe(false);
    expect(ninjaFormsShouldNotify('ok')).toBe(false);
  });
});

describe('layout and constants', () => {
  it('POP-019 POP-021 POP-022 POP-023 the constants', () => {
    expect(POPUP_DEFAULTS).toEqual({
      animationSpeed: 350,
      positionTop: 100,
      customWidth: '640px',
      customHeight: '380px',
      zIndex: 1999999999,
      responsiveMinWidth: '0%',
      responsiveMaxWidth: '100%',
    });
    expect(POPUP_PLUGIN_VERSION).toBe('1.20.6');
    expect(REPOSITION_DELAY_MS).toBe(25);
    expect(CLOSE_KEYS).toEqual({ escape: 27, f4: 115 });
    expect(POPUP_TRACKING_ENABLED).toBe(false);
  });

  it('POP-001 POP-019 medium is centred at 60% within the responsive range; custom uses 640×380', () => {
    expect(popupBox({ size: 'medium' })).toEqual({
      width: '60%',
      minWidth: '0%',
      maxWidth: '100%',
    });
    expect(popupBox({ size: 'custom' })).toEqual({
      width: '640px',
      height: '380px',
      minWidth: '0',
      maxWidth: '100%',
    });
    expect(popupPlacement('center')).toEqual({ horizontal: 'center', vertical: 'center' });
    expect(popupPlacement('right bottom')).toEqual({ horizontal: 'right', vertical: 'bottom' });
  });

  it('POP-018 an unknown animation warns and shows the popup without one', () => {
    expect(popupAnimation(3, 'spin', undefined)).toEqual({
      type: 'none',
      speedMs: 350,
      warnings: [expect.objectContaining({ kind: 'animation', type: 'spin' })],
    });
    expect(popupAnimation(3, 'fade', 200)).toEqual({ type: 'fade', speedMs: 200, warnings: [] });
  });
});
