/**
 * The sign-in by a code sent by email at the relay, with a fake clock and platform: the limits,
 * tries and month are the real rules (limits.ts, sign-in-code.ts, sending/month.ts) over in-memory
 * state; and what a stranger could make of it, read as an attacker would.
 */
import { describe, expect, it } from 'vitest';
import { fillText } from '../src/components/words/fill-text';
import { loadFacts, loadWords } from '../src/content/load';
import { loadFormsWords } from '../src/forms/words';
import { codeCheckPath, codePath } from '../src/forms/delivery/relay-protocol';
import { codeCheckLimits, codeLimits, codeMinutes, codeTries } from '../src/forms/sign-in/code-limits';
import { codeFieldWords } from '../src/forms/sign-in/code-words';
import { codeAnswer } from './code-relay';
import type { EmailjsMessage } from './sending/emailjs';
import { fakeSending } from '../tests/support/fake-sending';
import { codeShareOfPlan, noticeShares } from './sending/month';
import { type RelaySettings, relaySend } from './relay';
import { verifyCodeCredential } from './sign-in-code';
import { waitInWords } from './wait-words';

const site = 'https://rides.example.com';
/** As `openssl rand -base64 32` makes one. */
const secret = 'nX4cQ1w8Rk2ZpT6yVb9eLf3HuJ0sAmGd7iOqWtPzEr8=';
const settings: RelaySettings = {
  googleClientId: 'client',
  emailjs: { publicKey: 'public', privateKey: 'private', serviceId: 'service', templates: { contact: 'c', career: 'k', receipt: 'r' } },
  siteOrigins: [],
  monthlySends: 200,
  office: null,
  codeSignIn: { templateId: 'code_t', secret },
  codeSecretTooWeak: false,
};
const en = { relay: loadWords('contact', 'en').relay, forms: loadFormsWords('en') };
const phone = loadFacts().company.phone.display;

/** The code path's platform, every object's state in memory on a fake clock (tests/support/fake-sending.ts). */
function platform(options: { monthlySends?: number } = {}) {
  return fakeSending(settings, options.monthlySends === undefined ? {} : { plan: options.monthlySends });
}

function request(path: string, fields?: Record<string, string>, headers: Record<string, string> = {}, ticket?: string): Request {
  return new Request(`${site}${path}`, {
    method: fields === undefined ? 'GET' : 'POST',
    headers: { Origin: site, 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.7', ...headers },
    ...(fields === undefined ? {} : { body: JSON.stringify({ fields, ticket }) }),
  });
}

async function answerOf(response: Response) {
  const text = await response.text();
  return {
    status: response.status,
    body: (text === '' ? {} : JSON.parse(text)) as Record<string, unknown>,
    retryAfter: response.headers.get('Retry-After'),
  };
}

const ana = { fullName: 'Ana García', email: 'Ana.Garcia@example.net' };

/** The code the last email carried. */
function codeIn(sent: readonly EmailjsMessage[]): string {
  return String(sent.at(-1)?.template_params['code']);
}

type Platform = ReturnType<typeof platform>;

/** Asks for a code as the page does: its answer, the ticket it gives this browser, and the code the email carries. */
async function askCode(on: Platform, fields: Record<string, string> = ana, headers: Record<string, string> = {}) {
  const answered = await answerOf(await codeAnswer(request(codePath, fields, headers), settings, on.services));
  return { ...answered, ticket: String(answered.body['ticket']), code: codeIn(on.sent) };
}

/** Checks a code as the page does, with its ticket. */
async function checkCode(
  on: Platform,
  code: string,
  ticket?: string,
  fields: Record<string, string> = ana,
  headers: Record<string, string> = {},
) {
  return answerOf(await codeAnswer(request(codeCheckPath, { ...fields, code }, headers, ticket), settings, on.services));
}

describe('sign-in by a code sent by email', () => {
  it('is on only with its template and secret: the page asks first', async () => {
    const on = platform();
    expect(await answerOf(await codeAnswer(request(codePath), settings, on.services))).toMatchObject({ status: 200, body: { on: true } });
    // A page's own GET carries no Origin.
    expect(await answerOf(await codeAnswer(new Request(`${site}${codePath}`), settings, on.services))).toMatchObject({
      body: { on: true },
    });
    expect(await answerOf(await codeAnswer(request(codePath), { ...settings, codeSignIn: null }, on.services))).toMatchObject({
      status: 200,
      body: { on: false },
    });
    const off = await answerOf(await codeAnswer(request(codePath, ana), { ...settings, codeSignIn: null }, on.services));
    expect(off).toMatchObject({ status: 404, body: { error: en.relay.refusals.unavailable } });
    expect(on.sent).toEqual([]);
  });

  it('emails a code with its own template, keeps only its hash, and signs in the address with the name given', async () => {
    const on = platform();
    const asked = await askCode(on);
    expect(asked).toMatchObject({ status: 200, body: { minutes: codeMinutes } });
    const { code, ticket } = asked;
    expect(on.sent[0]).toMatchObject({
      template_id: 'code_t',
      accessToken: 'private',
      template_params: { to_email: 'ana.garcia@example.net' },
    });
    expect(on.sent[0]?.template_params['subject']).toBe(fillText(en.relay.code.subject, { code }));
    expect(JSON.stringify([...on.codes])).not.toContain(code);
    expect(JSON.stringify([...on.codes])).not.toContain(ticket);
    expect(JSON.stringify([...on.codes, ...on.limits])).not.toContain('ana');

    const { status, body } = await checkCode(on, ` ${code.slice(0, 3)} ${code.slice(3)} `, ticket);
    expect(status).toBe(200);
    expect(await verifyCodeCredential(String(body['credential']), secret, new Date(on.clock()))).toEqual({
      ok: true,
      account: { provider: 'email', id: 'ana.garcia@example.net', email: 'ana.garcia@example.net', name: ana.fullName },
    });
    // Used once, it is gone: a code read over a shoulder cannot sign in again.
    expect(await checkCode(on, code, ticket)).toMatchObject({ status: 410, body: { error: en.relay.code.gone } });
    expect(on.logged.filter((line) => line.includes(code) || line.toLowerCase().includes('ana'))).toEqual([]);
  });

  it(`stops a guesser after ${String(codeTries)} tries, even at the right code, and runs out after ${String(codeMinutes)} minutes`, async () => {
    const on = platform();
    const { code, ticket } = await askCode(on);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let index = 0; index < codeTries; index += 1) answers.push(await checkCode(on, wrong, ticket));
    expect(answers.map(({ status }) => status)).toEqual([...Array.from({ length: codeTries - 1 }, () => 400), 410]);
    expect(answers[0]?.body['error']).toBe(fillText(en.relay.code.wrong, { left: codeTries - 1 }));
    expect((await checkCode(on, code, ticket)).status).toBe(410);

    const again = await askCode(on);
    await on.advance(codeMinutes * 60_000);
    expect((await checkCode(on, again.code, again.ticket)).status).toBe(410);
  });

  it('answers the same for any address, and refuses a flood of one address, one network and the site, each with its words and wait', async () => {
    const on = platform();
    // Alike but for the ticket, each browser's own.
    const alike = ({ status, body }: Awaited<ReturnType<typeof askCode>>) => ({ status, body: { ...body, ticket: typeof body['ticket'] } });
    expect(alike(await askCode(on, { ...ana, email: 'never.seen@example.org' }))).toEqual(alike(await askCode(on)));

    for (let index = 1; index < codeLimits.address.hour; index += 1) await askCode(on);
    const flooded = await askCode(on);
    expect(flooded.status).toBe(429);
    expect(Number(flooded.retryAfter)).toBeGreaterThan(0);
    expect(flooded.body['error']).toBe(
      fillText(en.relay.code.addressLimit, { wait: waitInWords(Number(flooded.retryAfter), en.relay.wait) }),
    );

    // One network asking for many addresses.
    const network = platform();
    const fromOnePlace = [];
    for (let index = 0; index <= codeLimits.network.hour; index += 1)
      fromOnePlace.push((await askCode(network, { ...ana, email: `a${String(index)}@example.com` })).status);
    expect(fromOnePlace.at(-1)).toBe(429);
    expect(fromOnePlace.filter((status) => status === 200)).toHaveLength(codeLimits.network.hour);

    // Many networks, many addresses: the site's own limit.
    const whole = platform({ monthlySends: 100_000 });
    const everywhere = [];
    for (let index = 0; index <= codeLimits.site.hour; index += 1)
      everywhere.push(
        await askCode(whole, { ...ana, email: `b${String(index)}@example.com` }, { 'CF-Connecting-IP': `198.51.100.${String(index)}` }),
      );
    expect(everywhere.filter(({ status }) => status === 200)).toHaveLength(codeLimits.site.hour);
    const siteFlooded = everywhere.at(-1);
    expect(siteFlooded?.status).toBe(429);
    expect(siteFlooded?.body['error']).toBe(
      fillText(en.relay.code.siteLimit, { phone, wait: waitInWords(Number(siteFlooded?.retryAfter), en.relay.wait) }),
    );
  });

  it("counts each code in the codes' share of EmailJS's month, and says so in the code path's own words when it is spent", async () => {
    // A plan whose codes' share is one code.
    const on = platform({ monthlySends: Math.ceil(1 / codeShareOfPlan) });
    expect((await askCode(on)).status).toBe(200);
    const spent = await askCode(on, { ...ana, email: 'other@example.com' });
    expect(spent.status).toBe(503);
    expect(spent.body['error']).toBe(fillText(en.relay.code.spent, { phone, wait: waitInWords(Number(spent.retryAfter), en.relay.wait) }));
    expect(spent.body['error']).not.toBe(
      fillText(en.relay.refusals.spent, { phone, wait: waitInWords(Number(spent.retryAfter), en.relay.wait) }),
    );
    expect(on.sent).toHaveLength(1);
  });

  it('checks the name and address as the forms do, their lengths too, and the code as digits, in the page’s language', async () => {
    const on = platform();
    const es = { forms: loadFormsWords('es') };
    const badAddress = await answerOf(
      await codeAnswer(request(codePath, { ...ana, email: 'ana@' }, { 'Content-Language': 'es' }), settings, on.services),
    );
    expect(badAddress.status).toBe(400);
    expect(badAddress.body['error']).toContain(es.forms.contact.fields.email.invalid);
    const noName = await askCode(on, { ...ana, fullName: ' ' });
    expect(noName.body['error']).toContain(en.forms.contact.fields.fullName.missing);
    const twoLines = await askCode(on, { ...ana, fullName: 'Ana\nGarcía' });
    expect(twoLines.status).toBe(400);
    // The forms' own length, as for every field the relay takes: 20,063 characters were once accepted.
    for (const fullName of ['A'.repeat(101), 'Dear customer, your account is suspended. '.repeat(478)]) {
      const long = await askCode(on, { ...ana, fullName });
      expect(long.status).toBe(400);
      expect(long.body['error']).toBe(fillText(en.relay.refusals.tooLong, { label: en.forms.contact.fields.fullName.label, most: 100 }));
    }
    const notACode = await checkCode(on, '12345');
    expect(notACode.body['error']).toContain(codeFieldWords(en.forms.signIn.code.field).invalid);
    expect(on.sent).toEqual([]);
  });

  it('is refused from another site', async () => {
    const on = platform();
    const other = await codeAnswer(request(codePath, ana, { Origin: 'https://evil.example' }), settings, on.services);
    expect(other.status).toBe(403);
    expect(on.sent).toEqual([]);
  });
});

describe('sign-in by a code, read as a stranger would', () => {
  it('mails an address that has not proven itself nothing the requester typed, but the address', async () => {
    const on = platform();
    await askCode(on, { fullName: 'Your account is locked: visit evil.example now', email: 'victim@example.org' });
    const params = on.sent[0]?.template_params ?? {};
    expect(JSON.stringify(params)).not.toContain('evil.example');
    expect(params['to_name']).toBe('victim@example.org');
  });

  it('lets no browser but the one that asked spend a code’s tries, or learn whether one waits', async () => {
    const on = platform();
    const victim = await askCode(on);
    const wrong = victim.code === '000000' ? '111111' : '000000';
    // A stranger who knows the address: without the ticket, no tries are spent, and the answer is the same as for no code at all.
    const probes = [];
    for (let index = 0; index < codeTries; index += 1) probes.push(await checkCode(on, wrong));
    const nobody = platform();
    const noCode = await checkCode(nobody, wrong);
    expect(probes.map((probe) => ({ status: probe.status, body: probe.body }))).toEqual(
      Array(codeTries).fill({ status: noCode.status, body: noCode.body }),
    );
    // A stranger's own code for the address does not take the victim's place.
    await askCode(on);
    expect((await checkCode(on, victim.code, victim.ticket)).status).toBe(200);
  });

  it(`limits the codes checked for an address (${String(codeCheckLimits.address.hour)} an hour) and from a network (${String(codeCheckLimits.network.hour)} an hour)`, async () => {
    const on = platform();
    const statuses = [];
    for (let index = 0; index <= codeCheckLimits.address.hour; index += 1)
      statuses.push(await checkCode(on, '123456', undefined, ana, { 'CF-Connecting-IP': `192.0.2.${String(index)}` }));
    expect(statuses.slice(0, -1).every(({ status }) => status === 410)).toBe(true);
    const refused = statuses.at(-1);
    expect(refused?.status).toBe(429);
    expect(refused?.body['error']).toBe(
      fillText(en.relay.code.checkLimit, { wait: waitInWords(Number(refused?.retryAfter), en.relay.wait) }),
    );
    const network = platform();
    const fromOnePlace = [];
    for (let index = 0; index <= codeCheckLimits.network.hour; index += 1)
      fromOnePlace.push((await checkCode(network, '123456', undefined, { ...ana, email: `c${String(index)}@example.com` })).status);
    expect(fromOnePlace.at(-1)).toBe(429);
  });

  it('checks, keys, mails and vouches for one normal form of the address', async () => {
    const on = platform();
    // What shows nothing at either end goes; the Kelvin sign is a K; case aside.
    const kate = await askCode(on, { ...ana, email: 'kate@example.org\r\n\u0000' });
    expect(kate.status).toBe(200);
    expect(on.sent.at(-1)?.template_params['to_email']).toBe('kate@example.org');
    const kelvin = await askCode(on, { ...ana, email: '\u212Aate@Example.ORG' });
    expect(on.sent.at(-1)?.template_params['to_email']).toBe('kate@example.org');
    const { body } = await checkCode(on, kelvin.code, kelvin.ticket, { ...ana, email: '\u212Aate@example.org' });
    const vouched = await verifyCodeCredential(String(body['credential']), secret, new Date(on.clock()));
    expect(vouched).toMatchObject({ ok: true, account: { email: 'kate@example.org' } });
    // Anything unseen inside an address is refused.
    expect((await askCode(on, { ...ana, email: 'ka\u200Bte@example.org' })).status).toBe(400);
    // One mailbox, one key for every limit: Gmail ignores dots and +tags.
    const gmail = platform();
    const spellings = ['rosa.diaz@gmail.com', 'rosadiaz+rides@gmail.com', 'r.o.s.a.d.i.a.z@googlemail.com', 'RosaDiaz@gmail.com'];
    const statuses = [];
    for (const email of spellings)
      statuses.push((await askCode(gmail, { ...ana, email }, { 'CF-Connecting-IP': `192.0.2.${String(statuses.length)}` })).status);
    expect(statuses).toEqual([...Array<number>(codeLimits.address.hour).fill(200), 429]);
  });

  it('keys a network address with the secret, so nobody can reverse it by trying every IPv4 address', async () => {
    const on = platform();
    await askCode(on);
    const keys = [...on.limits.keys()].filter((key) => key.startsWith('codeNetwork:')).map((key) => key.slice('codeNetwork:'.length));
    const bare = [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode('network:203.0.113.7')))]
      .map((byte) => byte.toString(16).padStart(2, '0'))
      .join('');
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe(bare);
  });

  it('refuses the code path, saying so, with a secret that is not 256 random bits', async () => {
    const on = platform();
    const weak = { ...settings, codeSignIn: null, codeSecretTooWeak: true };
    const refused = await answerOf(await codeAnswer(request(codePath, ana), weak, on.services));
    expect(refused).toMatchObject({ status: 503, body: { error: en.relay.refusals.unavailable } });
    expect(on.logged.some((line) => line.includes('EMAIL_CODE_SECRET') && line.includes('openssl rand -base64 32'))).toBe(true);
    expect(await answerOf(await codeAnswer(request(codePath), weak, on.services))).toMatchObject({ body: { on: false } });
  });

  it('leaves the office’s notice to the next message that reaches the office: no code carries it away', async () => {
    const half = { month: '2026-11', codes: 0, messages: 200 * noticeShares[0], noticed: 0 };
    const on = fakeSending(settings, { month: half });
    expect((await askCode(on)).status).toBe(200);
    on.services.verifyToken = () =>
      Promise.resolve({ ok: true, account: { provider: 'google', id: '7', email: 'ben@example.com', name: 'Ben' } });
    const message = new Request(`${site}/api/send`, {
      method: 'POST',
      headers: { Origin: site, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        form: 'contact',
        credential: 'token',
        key: 'the-page-key-of-this-message',
        fields: { fullName: 'Ben', phone: '239-555-0111', email: 'ben@example.com', subject: 'consulta', message: 'Hola' },
      }),
    });
    expect((await relaySend(message, settings, on.services)).status).toBe(200);
    expect(on.sent.find((sent) => sent.template_id === 'c')?.template_params['message']).toMatch(new RegExp(`^${en.relay.sendingLeft}: `));
  });
});
