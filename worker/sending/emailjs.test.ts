/**
 * EmailJS's answers as the relay reads them, from a local server that answers as EmailJS might on
 * a good and a bad day.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EmailjsMessage, sendEmail } from './emailjs';

let answer: (response: ServerResponse) => void = (response) => response.end('OK');
const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    answer(response);
  });
});
let api = '';

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  api = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const message: EmailjsMessage = { service_id: 's', template_id: 't', user_id: 'p', accessToken: 'k', template_params: {} };

describe('EmailJS’s answer', () => {
  it('is sent for any 2xx, whatever its body and however slowly the body comes', async () => {
    answer = (response) => {
      response.writeHead(200, { 'Content-Type': 'text/html' });
      // The body never ends within the time allowed.
      response.write('<html><body>Accepted');
    };
    const started = Date.now();
    expect(await sendEmail(api, message, 1000)).toEqual({ sent: true });
    expect(Date.now() - started).toBeLessThan(900);
    answer = (response) => response.writeHead(202).end('{"queued": true}');
    expect(await sendEmail(api, message, 1000)).toEqual({ sent: true });
  });

  it('is refused with its status and text, busy on a 429, and an answer that never comes may have been sent', async () => {
    answer = (response) => response.writeHead(502, { 'Content-Type': 'text/html' }).end('<h1>Bad gateway</h1>');
    expect(await sendEmail(api, message, 1000)).toEqual({ sent: false, failure: 'refused', status: 502, text: '<h1>Bad gateway</h1>' });
    answer = (response) => response.writeHead(429).end('Too Many Requests');
    expect(await sendEmail(api, message, 1000)).toMatchObject({ sent: false, failure: 'busy', status: 429 });
    answer = () => undefined;
    expect(await sendEmail(api, message, 300)).toMatchObject({ sent: false, failure: 'timedOut' });
  });
});
