/** The local inbox (stand-ins/inbox.ts) speaks the EmailJS REST contract and keeps what it receives. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inboxErrors, type InboxMessage } from './inbox.ts';
import { createStandIns } from './server.ts';
import { faultsPath, officeMailPath } from './paths.ts';

let dir: string;
let server: Server;
let origin: string;
let logged: string[];

beforeEach(async () => {
  dir = join(await mkdtemp(join(tmpdir(), 'stand-ins-inbox-')), 'inbox');
  logged = [];
  const handle = createStandIns({ inboxDir: dir, log: (text) => logged.push(text) });
  server = createServer((request, response) => {
    void handle(request, response).then((handled) => {
      if (!handled) {
        response.writeHead(418);
        response.end('not a stand-in path');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  await rm(join(dir, '..'), { recursive: true, force: true });
});

/** What @emailjs/browser 4.4.1's send() posts. */
const sendBody = {
  lib_version: '4.4.1',
  user_id: 'local-public-key',
  service_id: 'local_service',
  template_id: 'local_contact_template',
  template_params: {
    fullName: 'José Núñez',
    phone: '239-555-0100',
    email: 'jose@example.com',
    subject: 'consulta',
    message: 'Line one\nLine two <b>not bold</b>',
  },
};

function postJson(body: unknown): Promise<Response> {
  return fetch(`${origin}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What @emailjs/browser 4.4.1's sendForm() posts for the career form. */
function careerForm(omit?: string): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    fullName: 'Pat Example',
    phone: '239-555-0101',
    email: 'pat@example.com',
    position: 'Driver',
    experience: '3',
    coverLetter: 'I like driving.',
    lib_version: '4.4.1',
    service_id: 'local_service',
    template_id: 'local_career_template',
    user_id: 'local-public-key',
  };
  for (const [name, value] of Object.entries(fields)) if (name !== omit) form.append(name, value);
  return form;
}

function postForm(form: FormData): Promise<Response> {
  return fetch(`${origin}/api/v1.0/email/send-form`, { method: 'POST', body: form });
}

async function listing(): Promise<InboxMessage[]> {
  const response = await fetch(`${origin}/__inbox.json`);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as InboxMessage[];
}

async function savedFiles(): Promise<string[]> {
  try {
    return (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
}

describe('POST /api/v1.0/email/send', () => {
  it('answers 200 OK, saves the message as a JSON file and lists it', async () => {
    const response = await postJson(sendBody);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('OK');

    const files = await savedFiles();
    expect(files).toHaveLength(1);
    const saved = JSON.parse(await readFile(join(dir, files[0] ?? ''), 'utf8')) as InboxMessage;
    expect(saved).toEqual({ receivedAt: expect.any(String) as string, channel: 'emailjs', endpoint: 'send', fields: sendBody });
    expect(Number.isNaN(Date.parse(saved.receivedAt))).toBe(false);

    expect(await listing()).toEqual([saved]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('template_params.fullName: José Núñez');
  });

  it('keeps an accessToken and any other field it is sent', async () => {
    await postJson({ ...sendBody, accessToken: 'private-key' });
    const [message] = await listing();
    expect(message?.fields).toMatchObject({ accessToken: 'private-key' });
  });

  it.each([
    ['user_id', inboxErrors.missingUserId],
    ['service_id', inboxErrors.missingServiceId],
    ['template_id', inboxErrors.missingTemplateId],
  ])('answers 400 with a text message when %s is missing or blank', async (name, message) => {
    for (const value of [undefined, '', '  ']) {
      const response = await postJson({ ...sendBody, [name]: value });
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toBe(message);
    }
    expect(await savedFiles()).toEqual([]);
  });

  it('checks user_id first, then service_id, then template_id', async () => {
    const response = await postJson({ lib_version: '4.4.1', template_params: {} });
    expect(await response.text()).toBe(inboxErrors.missingUserId);
    const second = await postJson({ user_id: 'key' });
    expect(await second.text()).toBe(inboxErrors.missingServiceId);
  });

  it.each(['{"user_id": ', 'not json', '[1, 2]', '"text"', ''])('answers 400 to the malformed body %j', async (body) => {
    const response = await postJson(body);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(inboxErrors.invalidJson);
    expect(await savedFiles()).toEqual([]);
  });
});

describe('POST /api/v1.0/email/send-form', () => {
  it('answers 200 OK and saves every form field', async () => {
    const response = await postForm(careerForm());
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const [message] = await listing();
    expect(message).toEqual({
      receivedAt: expect.any(String) as string,
      channel: 'emailjs',
      endpoint: 'send-form',
      fields: Object.fromEntries(careerForm().entries()) as Record<string, string>,
    });
    expect(await savedFiles()).toHaveLength(1);
  });

  it.each([
    ['user_id', inboxErrors.missingUserId],
    ['service_id', inboxErrors.missingServiceId],
    ['template_id', inboxErrors.missingTemplateId],
  ])('answers 400 with a text message when %s is missing', async (name, message) => {
    const response = await postForm(careerForm(name));
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe(message);
    expect(await savedFiles()).toEqual([]);
  });

  it('answers 400 to a body that is not form data', async () => {
    const response = await fetch(`${origin}/api/v1.0/email/send-form`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(inboxErrors.invalidForm);
    const broken = await fetch(`${origin}/api/v1.0/email/send-form`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      body: 'no parts here',
    });
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe(inboxErrors.invalidForm);
  });
});

describe('Cloudflare’s email, as local mode’s Worker drops its copies', () => {
  const office = {
    from: 'forms@example.com',
    to: 'office@example.com',
    replyTo: 'rosa@example.com',
    subject: 'Contact form: MR-7KQ4PX from Rosa',
    text: 'Signed in as: rosa@example.com\nReference: MR-7KQ4PX\n\nMessage: Hola',
    attachments: [
      { disposition: 'attachment', filename: 'MR-7KQ4PX.ics', type: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR' },
    ],
  };
  const drop = (body: unknown) => fetch(`${origin}${officeMailPath}`, { method: 'POST', body: JSON.stringify(body) });

  it('keeps each one beside EmailJS’s, marked with the channel that carried it', async () => {
    expect((await drop(office)).status).toBe(200);
    await postJson(sendBody);
    const [emailjs, cloudflare] = await listing();
    expect(cloudflare).toEqual({ receivedAt: expect.any(String) as string, channel: 'cloudflare', endpoint: 'send_email', fields: office });
    expect(emailjs?.channel).toBe('emailjs');
    const html = await (await fetch(`${origin}/__inbox`)).text();
    expect(html).toContain('To the company, by Cloudflare Email Service');
    expect(html).toContain('To the company, by EmailJS');
  });

  it('refuses one naming an address a fault is asked for, as Cloudflare’s email on a bad day, keeping nothing', async () => {
    await fetch(`${origin}${faultsPath}`, { method: 'POST', body: JSON.stringify({ address: 'rosa@example.com', fault: 'down' }) });
    const refused = await drop(office);
    expect(refused.status).toBe(500);
    expect(await refused.text()).toBe(inboxErrors.down);
    expect(await savedFiles()).toEqual([]);
  });
});

describe('limits and methods', () => {
  /** A raw request, so the test sees the 413 even though the server stops reading early. */
  function rawPost(path: string, body: Buffer, chunked: boolean): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const request = httpRequest(`${origin}${path}`, {
        method: 'POST',
        headers: chunked ? { 'content-type': 'application/json' } : { 'content-type': 'application/json', 'content-length': body.length },
      });
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, text });
        });
      });
      request.on('error', reject);
      if (chunked) {
        // Several writes, so the body arrives chunked and its size is only known on the way.
        for (let offset = 0; offset < body.length; offset += 256 * 1024) request.write(body.subarray(offset, offset + 256 * 1024));
        request.end();
      } else {
        request.end(body);
      }
    });
  }

  it.each([false, true])('answers 413 to a body over 1 MB (chunked: %s)', async (chunked) => {
    const body = Buffer.from(JSON.stringify({ ...sendBody, template_params: { message: 'x'.repeat(1024 * 1024) } }));
    const response = await rawPost('/api/v1.0/email/send', body, chunked);
    expect(response.status).toBe(413);
    expect(response.text).toBe(inboxErrors.tooLarge);
    expect(await savedFiles()).toEqual([]);
  });

  it('accepts a body just under 1 MB', async () => {
    const filler = 'x'.repeat(1024 * 1024 - JSON.stringify({ ...sendBody, template_params: { message: '' } }).length);
    const response = await postJson({ ...sendBody, template_params: { message: filler } });
    expect(response.status).toBe(200);
  });

  it('answers a CORS preflight with 204', async () => {
    const response = await fetch(`${origin}/api/v1.0/email/send`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://example.test', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('refuses other methods and unknown endpoints', async () => {
    expect((await fetch(`${origin}/api/v1.0/email/send`)).status).toBe(405);
    expect((await fetch(`${origin}/api/v1.0/email/other`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${origin}/__inbox.json`, { method: 'POST' })).status).toBe(405);
  });

  it('leaves every other path to the static site', async () => {
    expect((await fetch(`${origin}/contact`)).status).toBe(418);
    expect((await fetch(`${origin}/api/other`)).status).toBe(418);
  });
});

describe('GET /__inbox and /__inbox.json', () => {
  it('are empty before the first message, without creating the folder', async () => {
    expect(await listing()).toEqual([]);
    const page = await fetch(`${origin}/__inbox`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('No messages yet');
    expect(await savedFiles()).toEqual([]);
  });

  it('list messages newest first, showing every field, with HTML escaped', async () => {
    await postJson(sendBody);
    await postForm(careerForm());
    const messages = await listing();
    expect(messages.map((message) => message.endpoint)).toEqual(['send-form', 'send']);

    const page = await fetch(`${origin}/__inbox`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<link rel="stylesheet" href="/__stand-ins/inbox.css">');
    expect(html).toContain('2 messages');
    expect(html.indexOf('local_career_template')).toBeLessThan(html.indexOf('local_contact_template'));
    for (const name of ['fullName', 'phone', 'email', 'position', 'experience', 'coverLetter', 'lib_version', 'service_id', 'user_id']) {
      expect(html).toContain(`<dt>${name}</dt>`);
    }
    for (const name of ['fullName', 'phone', 'email', 'subject', 'message']) {
      expect(html).toContain(`<dt>template_params.${name}</dt>`);
    }
    expect(html).toContain('José Núñez');
    expect(html).toContain('&lt;b&gt;not bold&lt;/b&gt;');
    expect(html).not.toContain('<b>not bold</b>');
  });
});

describe('/__stand-ins/ files', () => {
  it('serves the browser files of the stand-ins and nothing else', async () => {
    for (const [path, type] of [
      ['gsi/client', /^text\/javascript/],
      ['gsi/style', /^text\/css/],
      ['inbox.css', /^text\/css/],
    ] as const) {
      const response = await fetch(`${origin}/__stand-ins/${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(type);
    }
    for (const path of ['inbox.ts', 'server.ts', '../package.json', 'gsi/', '%2e%2e/package.json']) {
      expect((await fetch(`${origin}/__stand-ins/${path}`)).status, path).not.toBe(200);
    }
  });

  it('answers HEAD with the headers only, and refuses POST', async () => {
    const head = await fetch(`${origin}/__stand-ins/gsi/style`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await head.text()).toBe('');
    const post = await fetch(`${origin}/__stand-ins/gsi/style`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });
});
