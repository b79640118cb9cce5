import { parseArgs } from 'node:util';
import { OwnerCommandError, type OwnerAccounts } from '../accounts/owner-accounts';
import { isStartedScript, runOwnerCommand } from './cli-services';

export const OWNER_USAGE = `Usage: npm run owner -- <command>

  create <email> [--password-stdin] [--totp-secret <base32>]
                     makes the account an owner of the studio (/studio/), creating it when it
                     does not exist (a strong password is made and shown once, unless one is
                     read from standard input). Owners always sign in with two-factor login:
                     when the account has none, it is turned on here and the secret, its
                     otpauth:// address and ten recovery codes are shown once.
  list               the owners
  revoke <email>     makes an owner a customer again (their sessions end)
  --help             shows this message

Example: npm run owner -- create you@example.com`;

export type OwnerCommand =
  | { command: 'create'; email: string; passwordFromStdin: boolean; totpSecret?: string }
  | { command: 'list' }
  | { command: 'revoke'; email: string };

export class OwnerUsageError extends Error {
  override name = 'OwnerUsageError';
}

export function parseOwnerArguments(args: readonly string[]): OwnerCommand | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...args],
      options: {
        'password-stdin': { type: 'boolean', default: false },
        'totp-secret': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new OwnerUsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [command, ...rest] = positionals;
  if (command === 'list') {
    if (rest.length > 0)
      throw new OwnerUsageError(`list takes nothing more, not "${rest.join(' ')}".`);
    return { command };
  }
  if (command === 'create' || command === 'revoke') {
    const [email, ...extra] = rest;
    if (email === undefined)
      throw new OwnerUsageError(`Say whose account, e.g. ${command} you@example.com.`);
    if (extra.length > 0)
      throw new OwnerUsageError(`One account at a time, not "${rest.join(' ')}".`);
    if (command === 'revoke') return { command, email };
    return {
      command,
      email,
      passwordFromStdin: values['password-stdin'],
      ...(values['totp-secret'] === undefined ? {} : { totpSecret: values['totp-secret'] }),
    };
  }
  throw new OwnerUsageError(
    command === undefined
      ? 'Say what to do: create, list or revoke.'
      : `Unknown command "${command}".`,
  );
}

/** The first line of standard input (a password piped in), without its line ending. */
export async function firstLineOf(input: AsyncIterable<Buffer | string>): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += chunk.toString();
    if (text.includes('\n') || text.length > 4096) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** Runs one command on the server's own owner accounts; answers the exit code. */
export async function runOwnerAccountsCommand(
  owners: OwnerAccounts,
  command: OwnerCommand,
  out: { log(line: string): void; error(line: string): void },
  readPassword: () => Promise<string> = () => firstLineOf(process.stdin),
): Promise<number> {
  try {
    if (command.command === 'list') {
      const rows = await owners.list();
      if (rows.length === 0)
        out.log('There are no owners yet. Make one with: npm run owner -- create you@example.com');
      for (const row of rows)
        out.log(
          `${String(row.id).padStart(5)}  ${row.email}  two-factor ${row.twoFactor ? 'on' : 'OFF'}  since ${row.createdAt.toISOString().slice(0, 10)}`,
        );
      return 0;
    }
    if (command.command === 'revoke') {
      if (!(await owners.revoke(command.email))) {
        out.error(`${command.email} is not an owner.`);
        return 1;
      }
      out.log(`${command.email} is a customer again; their sessions have ended.`);
      return 0;
    }
    const created = await owners.create({
      email: command.email,
      password: command.passwordFromStdin ? await readPassword() : undefined,
      totpSecret: command.totpSecret,
    });
    out.log(`${created.email} is an owner: the studio is at /studio/.`);
    if (created.generatedPassword)
      out.log(`Password (shown once, change it in the account page): ${created.generatedPassword}`);
    if (created.twoFactor) {
      out.log('Two-factor login is on. Add this to an authenticator app (shown once):');
      out.log(`  secret: ${created.twoFactor.secret}`);
      out.log(`  address: ${created.twoFactor.uri}`);
      out.log('Recovery codes (each works once; keep them somewhere safe):');
      for (const code of created.twoFactor.recoveryCodes) out.log(`  ${code}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof OwnerCommandError) {
      out.error(error.message);
      return 1;
    }
    throw error;
  }
}

/** `npm run owner -- create <email> | list | revoke <email>`; importing the module runs nothing. */
if (isStartedScript(import.meta.url)) {
  process.exitCode = await runOwnerCommand(process.argv.slice(2), {
    usage: OWNER_USAGE,
    parse: parseOwnerArguments,
    isUsageError: (error): error is OwnerUsageError => error instanceof OwnerUsageError,
    run: (services, command) => runOwnerAccountsCommand(services.owners, command, console),
  });
}
