import { describe, expect, it } from 'vitest';
import { MAIN_MENU, MAIN_NAVIGATION, menuItemMatch, onePageTarget } from './main-navigation';

const item = (label: string) => {
  const found = MAIN_MENU.find((each) => each.label === label);
  if (!found) throw new Error(label);
  return found;
};

describe('the main menu tree', () => {
  it('NAV-002 a top-level item is its own page with or without the trailing slash (server and browser agree)', () => {
    expect(menuItemMatch(item('Shop'), '/shop/')).toBe('page');
    expect(menuItemMatch(item('Shop'), '/shop')).toBe('page');
    expect(menuItemMatch(item('Home'), '/')).toBe('page');
    expect(menuItemMatch(item('Home'), '/shop/')).toBeNull();
  });

  it('NAV-002 a parent is marked on its sub-menu pages and deeper addresses', () => {
    expect(menuItemMatch(item('Shop'), '/framing-calculator')).toBe('section');
    expect(menuItemMatch(item('Collection'), '/albums/')).toBe('section');
    expect(menuItemMatch(item('Collection'), '/portfolio/a-project/')).toBe('section');
    expect(menuItemMatch(item('About'), '/faq/')).toBe('section');
    expect(menuItemMatch(item('Journal'), '/albums/')).toBeNull();
  });

  it('NAV-006 a one-page item is marked only by its section, never by the address', () => {
    const story = item('About').children?.[0];
    expect(story?.to).toBe('/about/#!/story');
    if (story) expect(menuItemMatch(story, '/about/')).toBeNull();
    expect(onePageTarget('/about/#!/visit')).toEqual({ path: '/about/', section: 'visit' });
    expect(onePageTarget('/about/')).toBeUndefined();
  });

  it('the flat list keeps each page once and leaves out one-page sections', () => {
    const addresses = MAIN_NAVIGATION.map((each) => each.to);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(addresses.some((address) => address.includes('#'))).toBe(false);
    expect(addresses).toContain('/faq/');
  });
});
