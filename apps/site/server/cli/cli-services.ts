import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createNonceService } from '../platform/security/nonces';
import { createSiteServices, type SiteServices } from '../site-services';
import { runWithCliDatabase } from './cli-database';

/**
 * The shape every owner command shares (`npm run orders`, `npm run comments`): parse the
 * arguments (a usage error prints the message and the usage, exit 2), answer `help`, then run
 * the command on the server's own services, so it goes through the same rules as the site.
 */
export async function runOwnerCommand<Command>(
  args: readonly string[],
  command: {
    usage: string;
    parse(args: readonly string[]): Command | 'help';
    isUsageError(error: unknown): error is Error;
    run(services: SiteServices, command: Command): Promise<number>;
  },
): Promise<number> {
  let parsed: Command | 'help';
  try {
    parsed = command.parse(args);
  } catch (error) {
    if (!command.isUsageError(error)) throw error;
    console.error(`${error.message}\n\n${command.usage}`);
    return 2;
  }
  if (parsed === 'help') {
    console.log(command.usage);
    return 0;
  }
  const chosen = parsed;
  return runWithCliDatabase(
    async (database, config) => {
      const services = createSiteServices(database, createNonceService(config.sessionSecret), {
        captcha: config.captcha,
        mail: { shopEmail: config.mail.shopEmail },
        publicUrl: config.publicUrl,
        secret: config.sessionSecret,
        payments: config.payments,
      });
      return command.run(services, chosen);
    },
    { failure: 'The command failed' },
  );
}

/** Whether the module at `moduleUrl` is the script node was started with (importing runs nothing). */
export function isStartedScript(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && moduleUrl === pathToFileURL(path.resolve(script)).href;
}
