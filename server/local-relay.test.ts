import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardTo } from './local-relay.ts';

/** Listens on a free port of this machine; gives the server's origin. */
async function listening(server: Server): Promise<string> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
}

describe('forwardTo, which passes the forms’ messages to the Worker', () => {
  // A Worker that answers the first request on a connection and closes a kept-alive one as the
  // next arrives, as wrangler's server does when its idle time runs out just then.
  const worker = createServer((request, response) => {
    const served = (request.socket as { served?: number }).served ?? 0;
    Object.assign(request.socket, { served: served + 1 });
    if (served > 0) request.socket.destroy();
    else response.writeHead(200, { 'Content-Type': 'text/plain' }).end('sent');
  });
  let site: Server;
  let origin = '';

  beforeAll(async () => {
    const forward = forwardTo({ origin: await listening(worker) });
    site = createServer((request, response) => {
      forward(request, response).catch(() => response.writeHead(500).end('Internal Server Error'));
    });
    origin = await listening(site);
  });
  afterAll(() => {
    site.close();
    worker.close();
  });

  it('sends each message on a connection of its own, so none meets one the Worker is closing', async () => {
    const answers = [];
    for (let message = 0; message < 3; message += 1) {
      const response = await fetch(`${origin}/api/send`, { method: 'POST', body: '{}' });
      answers.push(`${String(response.status)} ${await response.text()}`);
    }
    expect(answers).toEqual(['200 sent', '200 sent', '200 sent']);
  });
});
