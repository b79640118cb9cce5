import { createServer, type AddressInfo, type Socket } from 'node:net';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Tests only: a real SMTP server on an ephemeral port that keeps what it accepts. */
export interface TestSmtpServer {
  port: number;
  /** smtp://127.0.0.1:port, with the credentials it requires (URL-encoded) when it has some. */
  url: string;
  /** Every message accepted, parsed, in arrival order. */
  received: ParsedMail[];
  /** Deliveries attempted, accepted or not. */
  deliveries: number;
  close(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** When given, the server refuses any client that does not log in with exactly these. */
  credentials?: { user: string; pass: string };
  /** Answers the n-th delivery (1-based) with this reply instead of accepting it. */
  refuse?: (delivery: number) => { code: number; message: string } | undefined;
}

export async function startTestSmtpServer(
  options: TestSmtpServerOptions = {},
): Promise<TestSmtpServer> {
  const { credentials } = options;
  const received: ParsedMail[] = [];
  let deliveries = 0;
  const server = new SMTPServer({
    logger: false,
    // Plain text is fine on loopback; nodemailer would otherwise try STARTTLS with no certificate.
    disabledCommands: credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !credentials,
    allowInsecureAuth: true,
    closeTimeout: 100,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials?.user && auth.password === credentials?.pass) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      }
    },
    onData(stream, _session, callback) {
      deliveries += 1;
      const delivery = deliveries;
      simpleParser(stream)
        .then((parsed) => {
          const refusal = options.refuse?.(delivery);
          if (refusal) {
            callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
            return;
          }
          received.push(parsed);
          callback(null, 'Queued');
        })
        .catch((error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const login = credentials
    ? `${encodeURIComponent(credentials.user)}:${encodeURIComponent(credentials.pass)}@`
    : '';
  return {
    port,
    url: `smtp://${login}127.0.0.1:${port}`,
    received,
    get deliveries() {
      return deliveries;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Tests only: a server that accepts connections and never says a word, like a mail server
 * that hangs. `connected` resolves when the first client is waiting on it.
 */
export async function startSilentServer() {
  const sockets = new Set<Socket>();
  let markConnected: () => void = () => undefined;
  const connected = new Promise<void>((resolve) => {
    markConnected = resolve;
  });
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    markConnected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    connected,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on: taken from the system, then given back. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The first address of a parsed To or From header. */
export function firstAddress(header: AddressObject | AddressObject[] | undefined) {
  const object = Array.isArray(header) ? header[0] : header;
  return object?.value[0];
}
