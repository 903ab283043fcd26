/**
 * The site's Worker as Cloudflare runs it: `wrangler dev` (workerd, its Durable Objects and
 * Cloudflare's email simulated, offline) on the local build in dist/, with Google's keys and EmailJS
 * answered by the stand-ins. The relay's answers to forged sign-ins, bad fields, a loop of requests,
 * other sites, a failing or slow channel, its outbox through an hour of EmailJS down and a restart,
 * over HTTP; and the static site as the platform serves it. Every relay here runs on a clock the
 * test sets (`clockStart`), the middle of a month and of a day: nothing here reads today's date.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { accountLimits, codeCheckPath, codePath } from '../../src/forms/delivery/relay-protocol.ts';
import { codeLimits, codeSignInMinutes, codeTries } from '../../src/forms/sign-in/code-limits.ts';
import { signCodeCredential } from '../../worker/sign-in-code.ts';
import { localRelaySetting } from '../support/local-relay-settings.ts';
import { relayTraffic } from '../support/relay-traffic.ts';
import { keptForMs } from '../../worker/sending/outbox.ts';
import { referencePattern } from '../../src/forms/delivery/reference.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { type LocalRelay, startLocalRelay } from '../../server/local-relay.ts';
import { createClaims } from '../../stand-ins/gsi/credential.ts';
import { createGoogleSigner } from '../../stand-ins/gsi/signing.ts';
import type { InboxMessage } from '../../stand-ins/inbox.ts';
import { faultsPath } from '../../stand-ins/paths.ts';
import { createStandIns } from '../../stand-ins/server.ts';

/** The stand-in client id the local Worker trusts (wrangler.jsonc `env.local`), as the local build's pages use it. */
const clientId = 'local-stand-in.apps.googleusercontent.com';
/** The pages' origin, which the Worker is told is the site's. */
const siteOrigin = 'http://localhost:4321';
/** The relays' clock as they start: the middle of a month and of a working day in Florida. */
const clockStart = Date.UTC(2026, 10, 16, 15);
/** When the relays' clock was set, on the machine's. */
let clockSetAt = 0;
/** Now, on the relays' clock. */
const relayNow = () => clockStart + (Date.now() - clockSetAt);

const signer = createGoogleSigner();
const inbox = mkdtempSync(join(tmpdir(), 'relay-inbox-'));
let standIns: Server;
let standInsOrigin: string;
let relay: LocalRelay;
/** A relay without Cloudflare's email (EmailJS carries the office's copies), on a month of `smallPlan`. */
let smallMonth: LocalRelay;
/** A relay whose office copies go by EmailJS, which it waits 2 s for. */
let relayWithEmailjsWait: LocalRelay;
/** The small-month relay's plan: one code, and messages EmailJS carries itself. */
const smallPlan = 4;
/** What the Workers logged, line by line. */
const logged: string[] = [];

beforeAll(async () => {
  const handle = createStandIns({ inboxDir: inbox, relay: true, googleSigner: signer, log: () => undefined });
  standIns = createServer((request, response) => {
    void handle(request, response).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((done) => standIns.listen(0, '127.0.0.1', done));
  standInsOrigin = `http://127.0.0.1:${(standIns.address() as AddressInfo).port}`;
  // The relay gives up on a slow EmailJS after 2 s here, not its 10: the 504 is the same, its wait
  // no longer most of a test's time. A second relay has a month of one send, as an owner might set a
  // small plan, and an EmailJS account of its own: on the first's, its message could meet the
  // first's receipts at EmailJS's one request a second and be refused three times over (a CI run did).
  const log = (line: string) => logged.push(line);
  clockSetAt = Date.now();
  [relay, smallMonth] = await Promise.all([
    startLocalRelay({ standInsOrigin, siteOrigin, emailjsWaitMs: 2_000, clock: clockStart, log }),
    startLocalRelay({
      standInsOrigin,
      siteOrigin,
      monthlySends: smallPlan,
      emailjsAccount: 'small-month-site',
      officeEmail: false,
      emailjsWaitMs: 2_000,
      clock: clockStart,
      log,
    }),
  ]);
  relayWithEmailjsWait = smallMonth;
}, 90_000);

afterAll(async () => {
  await Promise.all([relay.close(), smallMonth.close()]);
  standIns.close();
  // No more than the month's every-day test (worker/sending/month.test.ts) takes a run to send.
  const office = allInbox().filter(({ channel }) => channel === 'cloudflare');
  const writers = office.map(({ fields }) => String(fields['replyTo']));
  const codes = allInbox().filter(({ fields }) => fields['template_id'] === localRelaySetting('EMAILJS_CODE_TEMPLATE_ID'));
  expect(new Set(writers).size).toBeLessThanOrEqual(relayTraffic.worker.firstMessages);
  expect(writers.length - new Set(writers).size).toBeLessThanOrEqual(relayTraffic.worker.otherMessages);
  expect(codes.length).toBeLessThanOrEqual(relayTraffic.worker.codes);
  rmSync(inbox, { recursive: true, force: true });
  // Every line the Workers logged: none holds a word a visitor typed, EmailJS's own included. Not
  // wrangler's report of each email its simulated Cloudflare email takes (its From, To and
  // Subject), which only local mode prints: on Cloudflare the relay's log is its own lines alone.
  const typed = [...typedWords, ...visitors.flatMap(({ name, email }) => [name, email, email.split('@')[0] ?? email])];
  const workerLines = logged.filter(
    (line, index) =>
      !/^(From|To|Subject): /.test(line) ||
      !logged
        .slice(Math.max(0, index - 3), index)
        .join('\n')
        .includes('send_email binding called'),
  );
  expect(workerLines.length).toBeGreaterThan(0);
  expect(workerLines.filter((line) => typed.some((value) => line.includes(value)))).toEqual([]);
});

let accounts = 0;
/** Every account the tests sign in with. */
const visitors: { name: string; email: string }[] = [];
/** A fresh account for each test: the limit is per account. */
function newAccount(name = 'Ana García') {
  accounts += 1;
  const visitor = { name, email: `visitor.${String(accounts)}.${Date.now().toString(36)}@example.com` };
  visitors.push(visitor);
  return visitor;
}

/** What the visitors type besides their names and addresses. */
const typedWords = ['239-555-0100', 'Hola ✓ «comillas» 👵🏽', 'Conductor de guardia'];

const fields = (email: string) => ({
  fullName: 'Ana García',
  phone: '239-555-0100',
  email,
  subject: 'consulta',
  message: 'Hola ✓ «comillas» 👵🏽',
});

async function send(credential: string, body: Record<string, unknown>, headers: Record<string, string> = {}, to: LocalRelay = relay) {
  const response = await fetch(`${to.origin}/api/send`, {
    method: 'POST',
    headers: { Origin: siteOrigin, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify({ credential, key: newKey(), ...body }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: response.headers.get('Retry-After'),
  };
}

async function sendContact(credential: string, email: string, headers: Record<string, string> = {}, to: LocalRelay = relay) {
  return send(credential, { form: 'contact', fields: fields(email) }, headers, to);
}

/** Every message in the inbox, in the order it came. */
function allInbox(): InboxMessage[] {
  return readdirSync(inbox)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(inbox, name), 'utf8')) as InboxMessage);
}

/** Every message in the inbox for or from the address: EmailJS's by their parameters, Cloudflare's by whom to reply to. */
function inboxFor(email: string): InboxMessage[] {
  return allInbox().filter(({ fields }) => {
    const named = fields['template_params'] as Record<string, string> | undefined;
    return named?.['email'] === email || named?.['to_email'] === email || fields['replyTo'] === email;
  });
}

/** The office's copies in the inbox that name the address, by Cloudflare's email. */
function officeCopiesFor(email: string): InboxMessage[] {
  return inboxFor(email).filter(({ channel }) => channel === 'cloudflare');
}

let keys = 0;
/** The page's key for a new message. */
const newKey = () => `worker-test-${String((keys += 1)).padStart(6, '0')}-${Date.now().toString(36)}`;

async function fault(address: string, kind: 'down' | 'slow' | null): Promise<void> {
  await fetch(`${standInsOrigin}${faultsPath}`, { method: 'POST', body: JSON.stringify({ address, fault: kind }) });
}

const refusals = (locale: 'en' | 'es') => loadWords('contact', locale).relay.refusals;
/** The company's phone number, as the relay's words give it. */
const phone = loadFacts().company.phone.display;

describe('the relay in workerd', () => {
  it('sends a message signed in with the trusted keys, once, by Cloudflare’s email, and its receipt to the signed-in address by EmailJS', async () => {
    const visitor = newAccount();
    const { status, body } = await sendContact(await signer.sign({ clientId, ...visitor }), visitor.email);
    expect(status).toBe(200);
    expect(body['reference']).toMatch(referencePattern);
    await expect.poll(() => inboxFor(visitor.email).length, { timeout: 10_000 }).toBe(2);
    const [message] = officeCopiesFor(visitor.email);
    const { relay: words } = loadWords('contact', 'en');
    expect(message?.fields).toMatchObject({
      from: localRelaySetting('OFFICE_EMAIL_FROM'),
      to: localRelaySetting('OFFICE_EMAIL_TO'),
      replyTo: visitor.email,
      subject: words.office.subject.contact.replace('{reference}', String(body['reference'])).replace('{name}', visitor.name),
    });
    expect(String(message?.fields['text'])).toContain(
      `Signed in as: ${visitor.email}\nReference: ${String(body['reference'])}\n\nFull name: ${visitor.name}\n`,
    );
    expect(String(message?.fields['text'])).toContain('Hola ✓ «comillas» 👵🏽');
    const receipt = inboxFor(visitor.email).find(({ channel }) => channel === 'emailjs');
    expect(receipt?.fields['accessToken']).toBe('local-private-key');
    expect((receipt?.fields['template_params'] as Record<string, string>)['to_email']).toBe(visitor.email);
  });

  it('sends a message once however often its key comes, answering each repeat as the first', async () => {
    const visitor = newAccount();
    const credential = await signer.sign({ clientId, ...visitor });
    const key = newKey();
    const body = { form: 'contact', fields: fields(visitor.email), key };
    const answers = await Promise.all([send(credential, body), send(credential, body)]);
    const again = await send(credential, body);
    expect([...answers, again].map(({ status }) => status)).toEqual([200, 200, 200]);
    expect(new Set([...answers, again].map((answer) => answer.body['reference'])).size).toBe(1);
    await expect.poll(() => inboxFor(visitor.email).length, { timeout: 10_000 }).toBe(2);
    await new Promise((done) => setTimeout(done, 1500));
    expect(officeCopiesFor(visitor.email)).toHaveLength(1);
  });

  it('asks a visitor whose sign-in has run out to sign in again (401), sending nothing', async () => {
    const visitor = newAccount();
    const ranOut = await signer.sign({ clientId, ...visitor, now: Date.now() - 2 * 3600_000 });
    const { status, body } = await sendContact(ranOut, visitor.email);
    expect({ status, error: body['error'] }).toEqual({ status: 401, error: refusals('en').signIn });
    expect(inboxFor(visitor.email)).toEqual([]);
  });

  describe('refuses every sign-in that can never pass, in words of why, sending nothing', () => {
    const cases: [string, (visitor: { name: string; email: string }) => Promise<string>][] = [
      ['no credential', () => Promise.resolve('')],
      [
        'an unsigned token (alg: none)',
        (visitor) => Promise.resolve(new UnsecuredJWT({ ...createClaims({ clientId, ...visitor }) }).encode()),
      ],
      [
        'a token signed by another key',
        async (visitor) => {
          const { privateKey } = await generateKeyPair('RS256');
          return new SignJWT({ ...createClaims({ clientId, ...visitor }) })
            .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
            .sign(privateKey);
        },
      ],
      [
        'a token whose claims were changed after signing',
        async (visitor) => {
          const [header, , signature] = (await signer.sign({ clientId, ...visitor })).split('.');
          const changed = Buffer.from(JSON.stringify({ ...createClaims({ clientId, ...visitor }), email: 'boss@example.com' })).toString(
            'base64url',
          );
          return `${header ?? ''}.${changed}.${signature ?? ''}`;
        },
      ],
      ['another site’s token', (visitor) => signer.sign({ clientId: 'another-site.apps.googleusercontent.com', ...visitor })],
      [
        'a token whose address is not verified',
        (visitor) => signer.signClaims({ ...createClaims({ clientId, ...visitor }), email_verified: false }),
      ],
      [
        'a token signed HS256 with the published key as its secret',
        async (visitor) => {
          const published = JSON.stringify(
            (await signer.keySet()).keys[0] ?? (await exportJWK((await generateKeyPair('RS256')).publicKey)),
          );
          return new SignJWT({ ...createClaims({ clientId, ...visitor }) })
            .setProtectedHeader({ alg: 'HS256' })
            .sign(new TextEncoder().encode(published));
        },
      ],
    ];
    for (const [what, credentialFor] of cases) {
      it(what, async () => {
        const visitor = newAccount();
        const { status, body } = await sendContact(await credentialFor(visitor), visitor.email);
        // In words of why: an address Google has not confirmed, a sign-in that is not this site's; and
        // one signed HS256, read as the relay's own from a code, which fails its check: a new code, then.
        const expected = what.includes('HS256')
          ? { status: 401, error: refusals('en').codeLapsed }
          : {
              status: 403,
              error: (what.includes('not verified') ? refusals('en').unverified : refusals('en').account).replace('{phone}', phone),
            };
        expect({ status, error: body['error'] }).toEqual(expected);
        expect(inboxFor(visitor.email)).toEqual([]);
      });
    }
  });

  it('refuses bad fields with 400 and the words the page shows, in the form’s language', async () => {
    const visitor = newAccount();
    const credential = await signer.sign({ clientId, ...visitor });
    const { formMessages } = loadFacts();
    const missing = await send(
      credential,
      { form: 'contact', fields: { ...fields(visitor.email), phone: ' ' } },
      { 'Content-Language': 'es' },
    );
    expect(missing.status).toBe(400);
    expect(missing.body['error']).toContain(formMessages.required);
    const experience = await send(credential, {
      form: 'career',
      fields: {
        fullName: 'Ben',
        phone: '239-555-0111',
        email: visitor.email,
        position: 'Conductor de guardia',
        experience: '-2',
        coverLetter: 'Hi',
      },
    });
    expect(experience.status).toBe(400);
    expect(experience.body['error']).toContain(formMessages.experience);
    const subject = await send(credential, { form: 'contact', fields: { ...fields(visitor.email), subject: 'spam' } });
    expect(subject.status).toBe(400);
    const long = await send(credential, { form: 'contact', fields: { ...fields(visitor.email), message: 'x'.repeat(5001) } });
    expect(long.status).toBe(400);
    const huge = await send(credential, { form: 'contact', fields: { ...fields(visitor.email), message: 'x'.repeat(70_000) } });
    expect(huge).toMatchObject({ status: 413, body: { error: refusals('en').tooLarge } });
    expect(inboxFor(visitor.email)).toEqual([]);
  });

  it('refuses a request from another site’s page with 403', async () => {
    const visitor = newAccount();
    const { status } = await sendContact(await signer.sign({ clientId, ...visitor }), visitor.email, { Origin: 'https://evil.example' });
    expect(status).toBe(403);
    expect(inboxFor(visitor.email)).toEqual([]);
  });

  it(`takes ${accountLimits.hour} messages from an account in an hour, kept by its Durable Object, and refuses the next with 429 and Retry-After`, async () => {
    const visitor = newAccount();
    const credential = await signer.sign({ clientId, ...visitor });
    for (let count = 0; count < accountLimits.hour; count += 1) expect((await sendContact(credential, visitor.email)).status).toBe(200);
    const refused = await sendContact(credential, visitor.email, { 'Content-Language': 'es' });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(3500);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(3600);
    expect(refused.body['error']).toContain(String(accountLimits.hour));
    // Another account is not held back by this one's.
    const other = newAccount();
    expect((await sendContact(await signer.sign({ clientId, ...other }), other.email)).status).toBe(200);
  }, 60_000);

  it('keeps a message Cloudflare’s email refuses (202), in the page’s words, and sends it once when its email takes mail again', async () => {
    const visitor = newAccount();
    await fault(visitor.email, 'down');
    const { status, body } = await sendContact(await signer.sign({ clientId, ...visitor }), visitor.email, { 'Content-Language': 'es' });
    expect(status).toBe(202);
    expect(String(body['late'])).toMatch(new RegExp(`^${loadWords('contact', 'es').relay.late.kept.split('{')[0] ?? ''}`));
    expect(officeCopiesFor(visitor.email)).toEqual([]);
    await expect.poll(() => logged.some((line) => line.includes(`${String(body['reference'])} waits`)), { timeout: 5_000 }).toBe(true);
    await fault(visitor.email, null);
    // The outbox's alarm, its first wait after a failure.
    await expect.poll(() => officeCopiesFor(visitor.email).length, { timeout: 25_000 }).toBe(1);
  }, 40_000);

  it('says a message with no answer in time may have been sent (504), with its reference, to call before sending it again', async () => {
    const visitor = newAccount();
    await fault(visitor.email, 'slow');
    const { status, body } = await sendContact(await signer.sign({ clientId, ...visitor }), visitor.email, {}, relayWithEmailjsWait);
    await fault(visitor.email, null);
    expect(status).toBe(504);
    const reference = String(body['reference']);
    expect(reference).toMatch(referencePattern);
    expect(body['error']).toBe(refusals('en').timedOut.replace('{reference}', reference));
  }, 30_000);

  it('refuses a code once the codes’ share of a small month is spent, and keeps messages going to the office by EmailJS', async () => {
    const codeFields = (email: string) => ({ fullName: 'Rosa Díaz', email });
    const post = (path: string, body: unknown) =>
      fetch(`${smallMonth.origin}${path}`, {
        method: 'POST',
        headers: { Origin: siteOrigin, 'Content-Type': 'application/json', 'Content-Language': 'es' },
        body: JSON.stringify(body),
      });
    const first = newAccount();
    expect((await post(codePath, { fields: codeFields(first.email) })).status).toBe(200);
    const second = await post(codePath, { fields: codeFields(newAccount().email) });
    expect(second.status).toBe(503);
    const said = String(((await second.json()) as Record<string, unknown>)['error']);
    expect(said).toContain(phone);
    // Until the relay's next month, on its own clock.
    const retryAfter = Number(second.headers.get('Retry-After'));
    expect(Math.abs(retryAfter - (Date.UTC(2026, 11, 1) - relayNow()) / 1000)).toBeLessThan(30);
    // A message still goes: the codes never take the messages' share.
    const visitor = newAccount();
    const sent = await send(
      await signer.sign({ clientId, ...visitor }),
      { form: 'contact', fields: fields(visitor.email) },
      {},
      smallMonth,
    );
    expect(sent.status).toBe(200);
    await expect
      .poll(
        () => inboxFor(visitor.email).filter(({ fields: sentFields }) => sentFields['template_id'] === 'local_contact_template').length,
        { timeout: 10_000 },
      )
      .toBe(1);
  }, 30_000);
});

describe('the outbox in workerd', () => {
  it('keeps what EmailJS refuses through an hour down and a restart of the Worker, then delivers every message once, in order', async () => {
    const state = mkdtempSync(join(tmpdir(), 'relay-outbox-state-'));
    const writers = [newAccount('Ana García'), newAccount('Ben Ortiz'), newAccount('Rosa Díaz')];
    const options = {
      standInsOrigin,
      siteOrigin,
      officeEmail: false,
      emailjsAccount: 'outbox-site',
      stateDir: state,
      log: (line: string) => logged.push(line),
    };
    let worker = await startLocalRelay({ ...options, clock: relayNow() });
    try {
      for (const writer of writers) await fault(writer.email, 'down');
      const references: string[] = [];
      for (const writer of writers) {
        const { status, body } = await sendContact(await signer.sign({ clientId, ...writer }), writer.email, {}, worker);
        expect(status).toBe(202);
        references.push(String(body['reference']));
      }
      // EmailJS down for an hour: the Worker stopped with the messages waiting, started again an hour later on its clock.
      await worker.close();
      for (const writer of writers) await fault(writer.email, null);
      worker = await startLocalRelay({ ...options, clock: relayNow() + 3_600_000 });
      const delivered = () =>
        allInbox().filter(
          ({ fields }) =>
            fields['template_id'] === 'local_contact_template' && writers.some(({ email }) => JSON.stringify(fields).includes(email)),
        );
      await expect.poll(() => delivered().length, { timeout: 40_000 }).toBe(writers.length);
      const messages = delivered().map(({ fields }) => String((fields['template_params'] as Record<string, string>)['message']));
      expect(messages.map((message) => /MR-\w{6}/.exec(message)?.[0])).toEqual(references);
      // Each says when the website received it, an hour before it went.
      for (const message of messages) expect(message).toMatch(new RegExp(`^${loadWords('contact', 'en').relay.office.receivedAt}: `));
      await new Promise((done) => setTimeout(done, 2000));
      expect(delivered()).toHaveLength(writers.length);
      expect(keptForMs).toBeGreaterThan(3_600_000);
    } finally {
      await worker.close();
      rmSync(state, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('sign-in by a code sent by email, in workerd', () => {
  const secret = localRelaySetting('EMAIL_CODE_SECRET');

  async function codeRequest(path: string, requestFields: Record<string, string>, ticket?: string) {
    const response = await fetch(`${relay.origin}${path}`, {
      method: 'POST',
      headers: { Origin: siteOrigin, 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields: requestFields, ticket }),
    });
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      retryAfter: response.headers.get('Retry-After'),
    };
  }

  /** Asks for a code for the visitor and reads it from the local inbox; with the ticket the relay gave this browser. */
  async function codeFor(visitor: { name: string; email: string }): Promise<{ code: string; ticket: string }> {
    const before = inboxFor(visitor.email).length;
    const asked = await codeRequest(codePath, { fullName: visitor.name, email: visitor.email });
    expect(asked.status).toBe(200);
    await expect.poll(() => inboxFor(visitor.email).length, { timeout: 10_000 }).toBe(before + 1);
    const newest = inboxFor(visitor.email).sort((first, second) => second.receivedAt.localeCompare(first.receivedAt))[0];
    return { code: String((newest?.fields['template_params'] as Record<string, string>)['code']), ticket: String(asked.body['ticket']) };
  }

  it('signs in a visitor without a Google account, whose message then goes as a signed-in one, with its receipt', async () => {
    const visitor = newAccount('Rosa Díaz');
    const { code, ticket } = await codeFor(visitor);
    const checked = await codeRequest(codeCheckPath, { fullName: visitor.name, email: visitor.email, code }, ticket);
    expect(checked.status).toBe(200);
    const { status, body } = await sendContact(String(checked.body['credential']), visitor.email);
    expect(status).toBe(200);
    expect(body['copyTo']).toBe(visitor.email);
    await expect.poll(() => inboxFor(visitor.email).length, { timeout: 10_000 }).toBe(3);
  });

  it(`stops a guesser: ${String(codeTries)} wrong tries and the code is gone, the right one with it; a stranger spends none`, async () => {
    const visitor = newAccount();
    const { code, ticket } = await codeFor(visitor);
    const wrong = code === '000000' ? '111111' : '000000';
    // Without the ticket of the browser that asked: nothing spent, nothing learnt.
    for (let index = 0; index < codeTries; index += 1)
      expect((await codeRequest(codeCheckPath, { fullName: visitor.name, email: visitor.email, code: wrong })).status).toBe(410);
    const statuses: number[] = [];
    for (let index = 0; index < codeTries; index += 1)
      statuses.push((await codeRequest(codeCheckPath, { fullName: visitor.name, email: visitor.email, code: wrong }, ticket)).status);
    expect(statuses).toEqual([...Array.from({ length: codeTries - 1 }, () => 400), 410]);
    expect((await codeRequest(codeCheckPath, { fullName: visitor.name, email: visitor.email, code }, ticket)).status).toBe(410);
  });

  it(`keeps anyone from flooding an address: ${String(codeLimits.address.hour)} codes an hour, then 429 with Retry-After`, async () => {
    const visitor = newAccount();
    const statuses: number[] = [];
    let last = { status: 0, retryAfter: null as string | null };
    for (let index = 0; index <= codeLimits.address.hour; index += 1) {
      last = await codeRequest(codePath, { fullName: visitor.name, email: visitor.email });
      statuses.push(last.status);
    }
    expect(statuses).toEqual([...Array.from({ length: codeLimits.address.hour }, () => 200), 429]);
    expect(Number(last.retryAfter)).toBeGreaterThan(0);
    await expect.poll(() => inboxFor(visitor.email).length, { timeout: 10_000 }).toBe(codeLimits.address.hour);
  }, 30_000);

  it('takes a code once: replayed, it is gone; and its sign-in not once it has run out', async () => {
    const visitor = newAccount();
    const { code, ticket } = await codeFor(visitor);
    const checkFields = { fullName: visitor.name, email: visitor.email, code };
    expect((await codeRequest(codeCheckPath, checkFields, ticket)).status).toBe(200);
    expect((await codeRequest(codeCheckPath, checkFields, ticket)).status).toBe(410);
    const longAgo = relayNow() - 2 * codeSignInMinutes * 60_000;
    const expired = await signCodeCredential(secret, { email: visitor.email, name: visitor.name }, longAgo);
    expect((await sendContact(expired, visitor.email)).status).toBe(401);
  });

  it('asks a visitor whose sign-in by code fails its check to ask for a new code (401): signed with another secret, or altered', async () => {
    const visitor = newAccount();
    const forged = await signCodeCredential(
      'Zr5mK8qT1vB4nW7xC0pL3sH6jF9dG2aEyUiOoYtRe1A=',
      { email: visitor.email, name: visitor.name },
      relayNow(),
    );
    const real = await signCodeCredential(secret, { email: visitor.email, name: visitor.name }, relayNow());
    const [header, payload = '', signature] = real.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const other = Buffer.from(JSON.stringify({ ...claims, email: 'someone.else@example.com', sub: 'someone.else@example.com' })).toString(
      'base64url',
    );
    for (const credential of [forged, `${header ?? ''}.${other}.${signature ?? ''}`]) {
      const { status, body } = await sendContact(credential, visitor.email);
      expect(status).toBe(401);
      expect(body['error']).toBe(refusals('en').codeLapsed);
    }
    expect(inboxFor(visitor.email)).toEqual([]);
  });
});

describe('the static site in workerd', () => {
  it('serves each page at its address without .html, with the headers of _headers, and redirects the other spellings', async () => {
    const coverage = localizedPath('coverage', 'en');
    const page = await fetch(`${relay.origin}${coverage}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('strict-transport-security')).toContain('max-age=');
    for (const other of [`${coverage}.html`, `${coverage}/`]) {
      const redirect = await fetch(`${relay.origin}${other}`, { redirect: 'manual' });
      expect(redirect.status).toBeGreaterThanOrEqual(301);
      expect(redirect.status).toBeLessThanOrEqual(308);
      expect(new URL(redirect.headers.get('location') ?? '', relay.origin).pathname).toBe(coverage);
    }
  });

  it('answers an unknown address with the nearest 404 page and status 404', async () => {
    const notFound = (locale: 'en' | 'es') => loadWords('notFound', locale).heading;
    const english = await fetch(`${relay.origin}/no-such-page`, { headers: { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' } });
    expect(english.status).toBe(404);
    expect(await english.text()).toContain(notFound('en'));
    const spanish = await fetch(`${relay.origin}/es/no-existe`, { headers: { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' } });
    expect(spanish.status).toBe(404);
    expect(await spanish.text()).toContain(notFound('es'));
  });
});
