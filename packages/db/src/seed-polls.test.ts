import { demoPolls, EXHIBITION_POLL_ID, FRAME_POLL_ID } from '@atelier/demo-content/polls';
import { parsePollDefinition } from '@atelier/form-engine/polls/poll-definition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './connection';
import { pollRepository, visitorClaim } from './repositories/polls';
import { seedDemoPolls } from './seed-polls';
import { testDatabaseTargets } from './testing';

describe('the demo polls', () => {
  it('POLL-001 POLL-005 POLL-007 the exhibition poll charts after a vote, the frame poll links to its results', () => {
    const exhibition = demoPolls.find((poll) => poll.id === EXHIBITION_POLL_ID);
    const frame = demoPolls.find((poll) => poll.id === FRAME_POLL_ID);
    const parsedExhibition = parsePollDefinition(exhibition?.definition);
    expect(parsedExhibition.question).toBe('Which medium should our next exhibition feature?');
    expect(parsedExhibition.answers.map((answer) => answer.label)).toEqual([
      'Painting',
      'Printmaking',
      'Photography',
      'Ceramics',
      'Textile art',
      'Something else',
    ]);
    expect(parsedExhibition.answers.at(-1)?.extra).toBeDefined();
    expect(parsedExhibition.settings.results_behav).toBe('show_after');
    expect(parsePollDefinition(frame?.definition).settings.results_behav).toBe('link_on');
  });
});

describe.each(testDatabaseTargets())('seeding the demo polls on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('writes every demo poll once, then nothing at the next start, and keeps the votes', async () => {
    expect(await seedDemoPolls(handle.db)).toEqual([EXHIBITION_POLL_ID, FRAME_POLL_ID]);
    const polls = pollRepository(handle.db);
    await polls.vote({
      pollId: EXHIBITION_POLL_ID,
      answerId: 'answer-2',
      extra: null,
      voterId: 'seed-test',
      ipHash: 'x',
      userAgent: '',
      claims: [visitorClaim('seed-test')],
    });
    expect(await seedDemoPolls(handle.db)).toEqual([]);
    expect((await polls.findBySlug('next-exhibition'))?.id).toBe(EXHIBITION_POLL_ID);
    expect(await polls.tallies(EXHIBITION_POLL_ID)).toEqual({ 'answer-2': 1 });
  });
});
