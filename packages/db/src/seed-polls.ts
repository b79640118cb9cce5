import { demoPolls, type DemoPoll } from '@atelier/demo-content/polls';
import {
  parsePollDefinition,
  type PollDefinitionInput,
} from '@atelier/form-engine/polls/poll-definition';
import type { Database } from './connection';
import { pollRepository, type PollWrite } from './repositories/polls';

/** A demo poll checked before it reaches the database: the form engine must read it. */
export function checkedDemoPoll(poll: DemoPoll): PollWrite {
  try {
    parsePollDefinition(poll.definition);
  } catch (error) {
    throw new Error(
      `The demo poll ${poll.id} (${poll.slug}) is not a valid poll: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  return {
    id: poll.id,
    slug: poll.slug,
    title: poll.title,
    status: 'publish',
    // Stored as written, so the owner's JSON round-trips; parsePollDefinition accepted it.
    definition: poll.definition as unknown as PollDefinitionInput,
  };
}

/**
 * Writes the demo polls by id (insert, or update when changed). Idempotent: safe at every start
 * and from several processes; an up-to-date poll is not touched, so its pages stay cached.
 * Votes are never touched. Answers the ids written.
 */
export async function seedDemoPolls(db: Database): Promise<number[]> {
  const checked = demoPolls.map(checkedDemoPoll);
  const polls = pollRepository(db);
  const written: number[] = [];
  for (const poll of checked) {
    if (await polls.upsert(poll)) written.push(poll.id);
  }
  return written;
}
