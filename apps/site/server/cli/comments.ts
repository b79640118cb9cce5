import { parseArgs } from 'node:util';
import type { CommentService } from '../comments/comment-service';
import { isStartedScript, runOwnerCommand } from './cli-services';

export const COMMENTS_USAGE = `Usage: npm run comments -- <command>

  list [--pending] [--limit <n>]  the newest comments (20 unless told), newest first;
                                  --pending: only those waiting for moderation
  approve <id>                    shows the comment on its page (the cached page is renewed)
  spam <id>                       marks it as spam (never shown)
  delete <id>                     moves it to the trash (never shown)
  --help                          shows this message

Example: npm run comments -- approve 12`;

export type CommentsCommand =
  | { command: 'list'; pendingOnly: boolean; limit: number }
  | { command: 'approve' | 'spam' | 'delete'; id: number };

/** A command line that cannot be run: the message says why, the usage says how. */
export class CommentsUsageError extends Error {
  override name = 'CommentsUsageError';
}

export function parseCommentsArguments(args: readonly string[]): CommentsCommand | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        pending: { type: 'boolean', default: false },
        limit: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new CommentsUsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [command, ...rest] = positionals;
  if (command === 'list') {
    if (rest.length > 0) throw new CommentsUsageError(`list takes no id, not "${rest.join(' ')}".`);
    const limit = values.limit ?? '20';
    if (!/^[1-9]\d{0,3}$/.test(limit))
      throw new CommentsUsageError(
        `--limit must be a whole number from 1 to 9999, not "${limit}".`,
      );
    return { command: 'list', pendingOnly: values.pending, limit: Number(limit) };
  }
  if (command === 'approve' || command === 'spam' || command === 'delete') {
    const [id, ...extra] = rest;
    if (id === undefined) throw new CommentsUsageError(`Say which comment, e.g. ${command} 12.`);
    if (extra.length > 0)
      throw new CommentsUsageError(`One comment at a time, not "${rest.join(' ')}".`);
    if (!/^[1-9]\d{0,8}$/.test(id))
      throw new CommentsUsageError(`A comment id is a whole number such as 12, not "${id}".`);
    return { command, id: Number(id) };
  }
  throw new CommentsUsageError(
    command === undefined
      ? 'Say what to do: list, approve, spam or delete.'
      : `Unknown command "${command}".`,
  );
}

const STATUS_OF = { approve: 'approved', spam: 'spam', delete: 'trash' } as const;
const DONE = { approve: 'approved', spam: 'marked as spam', delete: 'moved to the trash' } as const;

/** One line per comment: id, date, status, where, author <email>, the start of the text. */
const lineOf = (comment: Awaited<ReturnType<CommentService['list']>>[number]) =>
  [
    String(comment.id).padStart(5),
    comment.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    comment.status.padEnd(8),
    `${comment.target.kind} ${comment.target.id}`.padEnd(12),
    `${comment.authorName} <${comment.authorEmail}>`,
    comment.parentId === null ? '' : `(reply to ${comment.parentId})`,
    `“${comment.body.replace(/\s+/g, ' ').slice(0, 60)}”`,
    comment.spamReason ? `[${comment.spamReason}]` : '',
  ]
    .filter(Boolean)
    .join('  ');

/** Runs one command with the server's own comment service; answers the exit code. */
export async function runCommentsCommand(
  comments: Pick<CommentService, 'list' | 'moderate'>,
  command: CommentsCommand,
  out: { log(line: string): void; error(line: string): void },
): Promise<number> {
  if (command.command === 'list') {
    const rows = await comments.list({
      ...(command.pendingOnly && { status: 'pending' as const }),
      limit: command.limit,
    });
    if (rows.length === 0)
      out.log(command.pendingOnly ? 'No comments are waiting.' : 'There are no comments yet.');
    for (const row of rows) out.log(lineOf(row));
    return 0;
  }
  const changed = await comments.moderate(command.id, STATUS_OF[command.command]);
  if (!changed) {
    out.error(`There is no comment ${command.id}.`);
    return 1;
  }
  out.log(`Comment ${command.id} ${DONE[command.command]}.`);
  return 0;
}

/** `npm run comments -- list | approve <id> | spam <id> | delete <id>`; importing the module runs nothing. */
if (isStartedScript(import.meta.url)) {
  process.exitCode = await runOwnerCommand(process.argv.slice(2), {
    usage: COMMENTS_USAGE,
    parse: parseCommentsArguments,
    isUsageError: (error): error is CommentsUsageError => error instanceof CommentsUsageError,
    run: (services, command) => runCommentsCommand(services.comments, command, console),
  });
}
