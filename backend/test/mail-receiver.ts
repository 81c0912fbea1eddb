/**
 * A local stand-in for an HTTP mail API (Resend's request shape): records every request and answers
 * as the test says: accept, 503, drop the connection (the provider unreachable), or refuse the email
 * for good with Resend's 422 `validation_error` (a recipient it will not deliver to).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  body: { from: string; to: string[]; subject: string; text: string; html: string };
  /** How the receiver answered this request. */
  answered: 'accepted' | 'unavailable' | 'dropped' | 'refused';
}

export type ReceiverMode = 'accept' | 'unavailable' | 'drop' | 'refuse';

const ANSWERED = {
  accept: 'accepted',
  unavailable: 'unavailable',
  drop: 'dropped',
  refuse: 'refused',
} as const;

export async function startMailReceiver() {
  const received: ReceivedMail[] = [];
  let mode: ReceiverMode = 'accept';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const header = req.headers['idempotency-key'];
      received.push({
        idempotencyKey: typeof header === 'string' ? header : undefined,
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
        answered: ANSWERED[mode],
      });
      if (mode === 'drop') return void req.socket.destroy();
      if (mode === 'unavailable') return void res.writeHead(503).end('try later');
      if (mode === 'refuse') {
        const refusal = { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field.' };
        return void res.writeHead(422, { 'Content-Type': 'application/json' }).end(JSON.stringify(refusal));
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"ok"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/emails`,
    received,
    accepted: () => received.filter((r) => r.answered === 'accepted'),
    setMode(next: ReceiverMode) {
      mode = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Polls `check` until it returns a value (not undefined); fails after `ms` with `what`. */
export async function eventually<T>(
  what: string,
  check: () => Promise<T | undefined>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
