/**
 * The page's side of the relay, against a local HTTP server that answers as the relay does: the
 * request it makes, and what it makes of each answer.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localeFacts } from '../../i18n/locales';
import { loadFormsWords } from '../words';
import { typedContact } from '../../../tests/support/form-values.ts';
import { RelayRefused, sendThroughRelay } from './through-relay';

interface Seen {
  method: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let relay: string;
let seen: Seen[] = [];
let next: { status: number; body: string; headers?: Record<string, string> } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', headers: request.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      response.writeHead(next.status, { 'Content-Type': 'application/json', ...next.headers }).end(next.body);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  relay = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/send`;
});

afterAll(() => {
  server.close();
});

const values = typedContact;
const request = {
  kind: 'contact' as const,
  values,
  // The relay writes the message itself: the page sends the fields as typed, whatever its words.
  words: { fields: {}, ...loadFormsWords('es').rideDetails, referenceLine: 'Reference' },
  language: localeFacts.es,
  locale: 'es' as const,
  credential: 'the-id-token',
  key: '0123456789abcdef0123456789abcdef',
};

describe('sending through the relay', () => {
  it('posts the fields as typed and the credential, as JSON in the page’s language, and gives back the reference and lines', async () => {
    seen = [];
    next = {
      status: 200,
      body: JSON.stringify({
        reference: 'MR-7KQ4PX',
        received: [{ label: 'Nombre', value: 'Ana' }],
        copyTo: 'ana@example.com',
        late: null,
      }),
    };
    expect(await sendThroughRelay(relay, request)).toEqual({
      reference: 'MR-7KQ4PX',
      received: [{ label: 'Nombre', value: 'Ana' }],
      copyTo: 'ana@example.com',
      late: null,
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.method).toBe('POST');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers['content-language']).toBe('es');
    expect(seen[0]?.body).toEqual({ form: 'contact', credential: 'the-id-token', fields: values, key: request.key });
  });

  it('takes a message the relay keeps to pass on (202), with when the office sees it', async () => {
    const late = 'Recibimos su mensaje, pero nuestro correo a la oficina va lento en este momento.';
    next = { status: 202, body: JSON.stringify({ reference: 'MR-7KQ4PX', received: [], copyTo: null, late }) };
    expect(await sendThroughRelay(relay, request)).toMatchObject({ reference: 'MR-7KQ4PX', late });
  });

  it('rejects a message that may have gone (504) with the relay’s words and its reference', async () => {
    next = { status: 504, body: JSON.stringify({ error: 'Su mensaje MR-7KQ4PX puede haberse enviado.', reference: 'MR-7KQ4PX' }) };
    await expect(sendThroughRelay(relay, request)).rejects.toMatchObject({ status: 504, reference: 'MR-7KQ4PX' });
  });

  it('rejects with the relay’s status and words when it refuses', async () => {
    next = { status: 429, body: JSON.stringify({ error: 'Podrá enviar este en 38 minutos.' }), headers: { 'Retry-After': '2280' } };
    const refused = await sendThroughRelay(relay, request).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RelayRefused);
    expect(refused).toMatchObject({ status: 429, text: 'Podrá enviar este en 38 minutos.' });
  });

  it('rejects with the status’s own words, and no word of the relay’s, when the answer is not the relay’s (a proxy’s HTML page)', async () => {
    next = { status: 502, body: '<html>Bad Gateway</html>' };
    const failed = await sendThroughRelay(relay, request).catch((error: unknown) => error);
    expect(failed).not.toBeInstanceOf(RelayRefused);
    expect(failed).toMatchObject({ message: 'Bad Gateway' });
  });

  it('rejects with the network’s error when nothing answers', async () => {
    await expect(sendThroughRelay('http://127.0.0.1:9/api/send', request)).rejects.toBeInstanceOf(TypeError);
  });
});
