import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config/config';
import { themeSettingsService } from './theme-settings';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'atelier-lazy-'));
const page = { postId: 1, type: 'archive' as const, template: 'blog' };

describe('the theme settings lazy-loading switch (issue 20)', () => {
  it('DEC-18 LIST-010 off in the demo, on with THEME_LAZY_LOADING=true, refused when garbled', () => {
    expect(loadConfig({ DATA_DIR: freshDir() }).themeLazyLoading).toBe(false);
    expect(themeSettingsService().forPage(page).themeSettings.lazyLoading).toBe(false);
    const on = loadConfig({ DATA_DIR: freshDir(), THEME_LAZY_LOADING: 'true' });
    expect(on.themeLazyLoading).toBe(true);
    expect(
      themeSettingsService({ lazyLoading: on.themeLazyLoading }).forPage(page).themeSettings
        .lazyLoading,
    ).toBe(true);
    expect(loadConfig({ DATA_DIR: freshDir(), THEME_LAZY_LOADING: '0' }).themeLazyLoading).toBe(
      false,
    );
    expect(() => loadConfig({ DATA_DIR: freshDir(), THEME_LAZY_LOADING: 'yes' })).toThrow(
      'THEME_LAZY_LOADING must be true (on) or false (off)',
    );
  });
});
