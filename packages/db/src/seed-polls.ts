import { demoPolls } from '@atelier/demo-content/polls';
import {
  parsePollDefinition,
  type PollDefinitionInput,
} from '@atelier/form-engine/polls/poll-definition';
import type { Database } from './connection';
import { polls } from './schema';
import { seedDefinitions } from './seed-definitions';

/** Writes the demo polls by id at every start; an unchanged poll is left alone. */
export const seedDemoPolls = (db: Database): Promise<number[]> =>
  seedDefinitions<PollDefinitionInput>(db, polls, {
    noun: 'poll',
    items: demoPolls,
    parse: parsePollDefinition,
  });
