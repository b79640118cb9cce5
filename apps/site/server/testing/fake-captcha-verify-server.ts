import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One verify call the fake received, as the provider's server would have seen it. */
export interface ReceivedVerify {
  path: string;
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  sitekey: string | null;
}

/**
 * A stand-in for reCAPTCHA's and hCaptcha's `siteverify` (no test reaches the internet). The
 * token says what to answer:
 * - `pass` → success; `pass:<action>:<score>` → a v3 success for that action and score;
 * - `fail` → `success: false` with `invalid-input-response`; `used` → `timeout-or-duplicate`;
 * - `slow` → answers after 30 s (longer than any timeout the provider is given);
 * - `garbage` → a 200 that is not JSON; `broken` → a 500.
 */
export async function startFakeCaptchaVerifyServer() {
  const received: ReceivedVerify[] = [];
  const slowTimers = new Set<NodeJS.Timeout>();
  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const token = body.get('response');
      received.push({
        path: request.url ?? '',
        secret: body.get('secret'),
        response: token,
        remoteip: body.get('remoteip'),
        sitekey: body.get('sitekey'),
      });
      const json = (value: unknown, status = 200) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (token === 'slow') {
        const timer = setTimeout(() => json({ success: true }), 30_000);
        slowTimers.add(timer);
        response.on('close', () => clearTimeout(timer));
        return;
      }
      if (token === 'garbage') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>not what you asked for</html>');
        return;
      }
      if (token === 'broken') return json({ error: 'down' }, 500);
      if (token === 'pass') return json({ success: true, hostname: 'localhost' });
      const v3 = /^pass:([A-Za-z0-9_/]+):([0-9.]+)$/.exec(token ?? '');
      if (v3) return json({ success: true, action: v3[1], score: Number(v3[2]) });
      if (token === 'used')
        return json({ success: false, 'error-codes': ['timeout-or-duplicate'] });
      return json({ success: false, 'error-codes': ['invalid-input-response'] });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    recaptchaVerifyUrl: `${origin}/recaptcha/api/siteverify`,
    hcaptchaVerifyUrl: `${origin}/hcaptcha/siteverify`,
    received,
    async close() {
      for (const timer of slowTimers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
