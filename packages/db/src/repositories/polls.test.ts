import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../connection';
import { testDatabaseTargets } from '../testing';
import { addressClaim, pollRepository, visitorClaim, type PollWrite } from './polls';

const poll = (overrides: Partial<PollWrite> = {}): PollWrite => ({
  id: 51001,
  slug: 'test-poll',
  title: 'Test poll',
  status: 'publish',
  definition: {
    question: 'Which?',
    answers: [
      { id: 'answer-1', label: 'One' },
      { id: 'answer-2', label: 'Two', extra: { placeholder: 'Which two?' } },
    ],
  },
  ...overrides,
});

const voteBy = (
  pollId: number,
  voter: string,
  answerId = 'answer-1',
  address = `hash-${voter}`,
) => ({
  pollId,
  answerId,
  extra: null,
  voterId: voter,
  ipHash: address,
  userAgent: 'Test/1.0',
  claims: [visitorClaim(voter), addressClaim(address)],
});

describe.each(testDatabaseTargets())('poll storage on $name', (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await target.open();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('ADR 0013 a poll keeps its given id, is found by id and slug, and an unchanged upsert writes nothing', async () => {
    const polls = pollRepository(handle.db);
    expect(await polls.upsert(poll())).toBe(true);
    expect(await polls.find(51001)).toMatchObject({
      slug: 'test-poll',
      definition: poll().definition,
    });
    expect((await polls.findBySlug('test-poll'))?.id).toBe(51001);
    expect(await polls.find(1)).toBeUndefined();
    const first = await polls.find(51001);
    expect(await polls.upsert(poll())).toBe(false);
    expect((await polls.find(51001))?.updatedAt).toEqual(first?.updatedAt);
    expect(await polls.upsert(poll({ title: 'Renamed' }))).toBe(true);
    expect((await polls.find(51001))?.title).toBe('Renamed');
  });

  it('POLL-004 a vote stores the vote, its claims and its tally; a taken claim stores nothing', async () => {
    const polls = pollRepository(handle.db);
    await polls.upsert(poll({ id: 51002, slug: 'vote-poll' }));
    expect(await polls.vote({ ...voteBy(51002, 'v1', 'answer-2'), extra: 'Glass' })).toMatchObject({
      stored: true,
    });
    expect(await polls.tallies(51002)).toEqual({ 'answer-2': 1 });
    // Same visitor again: refused, nothing kept.
    expect(await polls.vote(voteBy(51002, 'v1', 'answer-1', 'other-address'))).toEqual({
      stored: false,
    });
    // Same address, new visitor (a new cookie): refused when the claims name the address.
    expect(await polls.vote(voteBy(51002, 'v2', 'answer-1', 'hash-v1'))).toEqual({ stored: false });
    // Limited by visitor only: the same address may vote again.
    expect(
      await polls.vote({
        ...voteBy(51002, 'v3', 'answer-1', 'hash-v1'),
        claims: [visitorClaim('v3')],
      }),
    ).toMatchObject({ stored: true });
    expect(await polls.tallies(51002)).toEqual({ 'answer-1': 1, 'answer-2': 1 });
    const votes = await polls.votes(51002);
    expect(votes.map((vote) => [vote.voterId, vote.answerId, vote.extra])).toEqual([
      ['v1', 'answer-2', 'Glass'],
      ['v3', 'answer-1', null],
    ]);
    expect(await polls.holdsAnyClaim(51002, [visitorClaim('v1')])).toBe(true);
    expect(await polls.holdsAnyClaim(51002, [visitorClaim('nobody')])).toBe(false);
  });

  it('ADR 0013 one vote per visitor, race-proof: 50 concurrent voters give exact counts', async () => {
    const polls = pollRepository(handle.db);
    await polls.upsert(poll({ id: 51003, slug: 'race-poll' }));
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        polls.vote(voteBy(51003, `racer-${index}`, index % 3 === 0 ? 'answer-2' : 'answer-1')),
      ),
    );
    expect(outcomes.every((outcome) => outcome.stored)).toBe(true);
    expect(await polls.tallies(51003)).toEqual({ 'answer-1': 33, 'answer-2': 17 });
    expect(await polls.votes(51003)).toHaveLength(50);
  });

  it('ADR 0013 one vote per visitor, race-proof: the same visitor voting 10 times at once is counted exactly once', async () => {
    const polls = pollRepository(handle.db);
    await polls.upsert(poll({ id: 51004, slug: 'double-poll' }));
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        polls.vote(voteBy(51004, 'same-visitor', index % 2 === 0 ? 'answer-1' : 'answer-2')),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.stored)).toHaveLength(1);
    const tallies = await polls.tallies(51004);
    expect(Object.values(tallies).reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await polls.votes(51004)).toHaveLength(1);
  });

  it('ADR 0013 one vote per visitor, race-proof: one address with 10 new cookies at once is counted once when limited by address', async () => {
    const polls = pollRepository(handle.db);
    await polls.upsert(poll({ id: 51005, slug: 'address-poll' }));
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        polls.vote(voteBy(51005, `cookie-${index}`, 'answer-1', 'shared')),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.stored)).toHaveLength(1);
    expect(await polls.tallies(51005)).toEqual({ 'answer-1': 1 });
  });
});
