import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { seedDemoContent } from '../seed-demo';
import { imagelessStore, testDatabaseTargets } from '../testing';
import {
  prefixQuery,
  searchRepository,
  splitHighlights,
  type SearchGroup,
  type SearchKind,
} from './search';

const slugsOf = (groups: SearchGroup[], kind: SearchKind) =>
  groups.find((group) => group.kind === kind)?.hits.map((hit) => hit.slug) ?? [];

const plain = (parts: { text: string }[]) => parts.map((part) => part.text).join('');

describe('issue 12: the prefix query built from the visitor words', () => {
  it('makes every word a prefix and keeps only letters and digits', () => {
    expect(prefixQuery('lino')).toBe('lino:*');
    expect(prefixQuery(`Inês  'Vala&|!:*()dares`)).toBe('Inês:* & Vala:* & dares:*');
  });

  it('excludes words written -word, skips OR, and gives up on quoted phrases', () => {
    expect(prefixQuery('linocut -marta')).toBe('linocut:* & !marta');
    expect(prefixQuery('harbour or tide')).toBe('harbour:* & tide:*');
    expect(prefixQuery('"quiet harbour"')).toBeNull();
    expect(prefixQuery(`'&|!:*()`)).toBeNull();
    expect(prefixQuery('-only -exclusions')).toBeNull();
  });
});

describe('issue 12: highlights are split on the markers, never parsed as HTML', () => {
  it('splits marked words into matched parts and keeps markup as text', () => {
    const parts = splitHighlights('A \uE000Giclée\uE001 <b>print</b> by \uE000Inês\uE001');
    expect(parts).toEqual([
      { text: 'A ', match: false },
      { text: 'Giclée', match: true },
      { text: ' <b>print</b> by ', match: false },
      { text: 'Inês', match: true },
    ]);
  });
});

describe.each(testDatabaseTargets())('issue 12: site search on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
    await seedDemoContent(handle, imagelessStore);
  });
  afterAll(async () => {
    await handle.close();
  });

  const search = (words: string) => searchRepository(handle.db).search(words, { perKind: 20 });

  it('finds the examples the search overlay offers, in works and the artist', async () => {
    expect(slugsOf(await search('harbour'), 'work')).toContain('quiet-harbour-no-3');
    expect(slugsOf(await search('screenprint'), 'work')).toContain('tide-table');
    const byName = await search('Inês Valadares');
    expect(slugsOf(byName, 'artist')).toEqual(['ines-valadares']);
    expect(slugsOf(byName, 'work')).toContain('quiet-harbour-no-3');
  });

  it('folds accents both ways: giclee finds Giclée, Ines finds Inês', async () => {
    const groups = await search('giclee');
    expect(slugsOf(groups, 'work')).toContain('quiet-harbour-giclee');
    expect(slugsOf(groups, 'journal').length).toBeGreaterThan(0);
    const titled = groups
      .find((group) => group.kind === 'work')
      ?.hits.find((hit) => hit.slug === 'quiet-harbour-giclee');
    expect(titled?.title).toContainEqual({ text: 'Giclée', match: true });
    expect(slugsOf(await search('ines valadares'), 'artist')).toEqual(['ines-valadares']);
  });

  it('stems: "seascapes" and "harbours" find the singular, "prints" finds print', async () => {
    expect(slugsOf(await search('harbours'), 'work')).toContain('quiet-harbour-no-3');
    expect(slugsOf(await search('exposures'), 'work')).toContain('north-atlantic-i');
    expect(slugsOf(await search('screenprints'), 'work')).toContain('tide-table');
  });

  it('matches the start of a word while the visitor types: "screenpr" and "valad"', async () => {
    expect(slugsOf(await search('screenpr'), 'work')).toContain('tide-table');
    expect(slugsOf(await search('valad'), 'artist')).toEqual(['ines-valadares']);
  });

  it('ranks a title match above a description match', async () => {
    const works = (await search('harbour')).find((group) => group.kind === 'work')?.hits ?? [];
    const titled = works.filter((hit) => /harbour/i.test(plain(hit.title)));
    const described = works.filter((hit) => !/harbour/i.test(plain(hit.title)));
    expect(titled.length).toBeGreaterThan(0);
    expect(described.length).toBeGreaterThan(0);
    expect(Math.min(...titled.map((hit) => hit.rank))).toBeGreaterThan(
      Math.max(...described.map((hit) => hit.rank)),
    );
  });

  it('groups journal entries and portfolio projects with counts and highlighted snippets', async () => {
    const groups = await search('tide');
    const journal = groups.find((group) => group.kind === 'journal');
    const projects = groups.find((group) => group.kind === 'project');
    expect(journal?.total).toBeGreaterThan(0);
    expect(projects?.hits.map((hit) => hit.slug)).toContain('lines-of-the-tide');
    expect(journal?.hits.length).toBe(journal?.total);
    expect(groups.map((group) => group.kind)).toEqual(['work', 'artist', 'journal', 'project']);
    const snippet = projects?.hits[0]?.snippet ?? [];
    expect(snippet.some((part) => part.match && /tide/i.test(part.text))).toBe(true);
  });

  it('answers hostile and absurd input with results or nothing, never an error', async () => {
    for (const words of [
      `'&|!:*()`,
      '!!!',
      '"unclosed',
      'a:* & b',
      '\\',
      'the and of',
      '   ',
      '-',
      'x'.repeat(10_000),
      `${'word '.repeat(2_000)}`,
      '\uE000\uE001',
      '😀 漢字 ناديا',
    ]) {
      const groups = await search(words);
      expect(groups).toHaveLength(4);
    }
    expect(slugsOf(await search('the and of'), 'work')).toEqual([]);
  });

  it('excludes a word written -word', async () => {
    const withAll = slugsOf(await search('harbour'), 'work');
    const without = slugsOf(await search('harbour -giclee'), 'work');
    expect(withAll).toContain('quiet-harbour-giclee');
    expect(without).not.toContain('quiet-harbour-giclee');
    expect(without).toContain('quiet-harbour-no-3');
  });
});
