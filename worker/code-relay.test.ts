/**
 * The sign-in by a code sent by email at the relay, with a fake clock and platform: the limits,
 * tries and month are the real rules (limits.ts, sign-in-code.ts, month.ts) over in-memory state.
 */
import { describe, expect, it } from 'vitest';
import { fillText } from '../src/components/words/fill-text';
import { loadFacts, loadWords } from '../src/content/load';
import { loadFormsWords } from '../src/forms/words';
import { codeCheckPath, codePath } from '../src/forms/delivery/relay-protocol';
import { codeLimits, codeMinutes, codeTries } from '../src/forms/sign-in/code-limits';
import { codeFieldWords } from '../src/forms/sign-in/code-words';
import { codeAnswer } from './code-relay';
import type { EmailjsMessage } from './sending/emailjs';
import { fakeSending } from '../tests/support/fake-sending';
import { codeShareOfPlan } from './sending/month';
import type { RelaySettings } from './relay';
import { verifyCodeCredential } from './sign-in-code';
import { waitInWords } from './wait-words';

const site = 'https://rides.example.com';
const secret = 'the-relay-secret-for-codes-of-32-characters';
const settings: RelaySettings = {
  googleClientId: 'client',
  emailjs: { publicKey: 'public', privateKey: 'private', serviceId: 'service', templates: { contact: 'c', career: 'k', receipt: 'r' } },
  siteOrigins: [],
  monthlySends: 200,
  office: null,
  codeSignIn: { templateId: 'code_t', secret },
};
const en = { relay: loadWords('contact', 'en').relay, forms: loadFormsWords('en') };

/** The code path's platform, every object's state in memory on a fake clock (tests/support/fake-sending.ts). */
function platform(options: { monthlySends?: number } = {}) {
  return fakeSending(settings, options.monthlySends === undefined ? {} : { plan: options.monthlySends });
}

function request(path: string, fields?: Record<string, string>, headers: Record<string, string> = {}): Request {
  return new Request(`${site}${path}`, {
    method: fields === undefined ? 'GET' : 'POST',
    headers: { Origin: site, 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.7', ...headers },
    ...(fields === undefined ? {} : { body: JSON.stringify({ fields }) }),
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
    const { services, sent, codes, logged, clock } = platform();
    expect(await answerOf(await codeAnswer(request(codePath, ana), settings, services))).toMatchObject({
      status: 200,
      body: { minutes: codeMinutes },
    });
    const code = codeIn(sent);
    expect(sent[0]).toMatchObject({
      template_id: 'code_t',
      accessToken: 'private',
      template_params: { to_email: ana.email, to_name: ana.fullName },
    });
    expect(sent[0]?.template_params['subject']).toBe(fillText(en.relay.code.subject, { code }));
    expect(JSON.stringify([...codes])).not.toContain(code);
    expect(JSON.stringify([...codes])).not.toContain(ana.email);

    const { status, body } = await answerOf(
      await codeAnswer(request(codeCheckPath, { ...ana, code: ` ${code.slice(0, 3)} ${code.slice(3)} ` }), settings, services),
    );
    expect(status).toBe(200);
    expect(await verifyCodeCredential(String(body['credential']), secret, new Date(clock()))).toEqual({
      ok: true,
      account: { provider: 'email', id: 'ana.garcia@example.net', email: 'ana.garcia@example.net', name: ana.fullName },
    });
    // Used once, it is gone: a code read over a shoulder cannot sign in again.
    expect(await answerOf(await codeAnswer(request(codeCheckPath, { ...ana, code }), settings, services))).toMatchObject({
      status: 410,
      body: { error: en.relay.code.gone },
    });
    expect(logged.filter((line) => line.includes(code) || line.toLowerCase().includes('ana'))).toEqual([]);
  });

  it(`stops a guesser after ${String(codeTries)} tries, even at the right code, and runs out after ${String(codeMinutes)} minutes`, async () => {
    const { services, sent, advance } = platform();
    await codeAnswer(request(codePath, ana), settings, services);
    const code = codeIn(sent);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let index = 0; index < codeTries; index += 1)
      answers.push(await answerOf(await codeAnswer(request(codeCheckPath, { ...ana, code: wrong }), settings, services)));
    expect(answers.map(({ status }) => status)).toEqual([...Array.from({ length: codeTries - 1 }, () => 400), 410]);
    expect(answers[0]?.body['error']).toBe(fillText(en.relay.code.wrong, { left: codeTries - 1 }));
    expect((await codeAnswer(request(codeCheckPath, { ...ana, code }), settings, services)).status).toBe(410);

    await codeAnswer(request(codePath, ana), settings, services);
    await advance(codeMinutes * 60_000);
    expect((await codeAnswer(request(codeCheckPath, { ...ana, code: codeIn(sent) }), settings, services)).status).toBe(410);
  });

  it('answers the same for any address, and refuses a flood of one address, one network and the site, each with its words and wait', async () => {
    const { services } = platform();
    const first = await answerOf(await codeAnswer(request(codePath, { ...ana, email: 'never.seen@example.org' }), settings, services));
    const second = await answerOf(await codeAnswer(request(codePath, ana), settings, services));
    expect(first).toEqual(second);

    for (let index = 1; index < codeLimits.address.hour; index += 1) await codeAnswer(request(codePath, ana), settings, services);
    const flooded = await answerOf(await codeAnswer(request(codePath, ana), settings, services));
    expect(flooded.status).toBe(429);
    expect(Number(flooded.retryAfter)).toBeGreaterThan(0);
    expect(flooded.body['error']).toBe(
      fillText(en.relay.code.addressLimit, { wait: waitInWords(Number(flooded.retryAfter), en.relay.wait) }),
    );

    // One network asking for many addresses.
    const network = platform();
    const fromOnePlace = [];
    for (let index = 0; index <= codeLimits.network.hour; index += 1)
      fromOnePlace.push(
        (await codeAnswer(request(codePath, { ...ana, email: `a${String(index)}@example.com` }), settings, network.services)).status,
      );
    expect(fromOnePlace.at(-1)).toBe(429);
    expect(fromOnePlace.filter((status) => status === 200)).toHaveLength(codeLimits.network.hour);

    // Many networks, many addresses: the site's own limit.
    const whole = platform({ monthlySends: 100_000 });
    const everywhere = [];
    for (let index = 0; index <= codeLimits.site.hour; index += 1) {
      const fields = { ...ana, email: `b${String(index)}@example.com` };
      everywhere.push(
        await answerOf(
          await codeAnswer(request(codePath, fields, { 'CF-Connecting-IP': `198.51.100.${String(index)}` }), settings, whole.services),
        ),
      );
    }
    expect(everywhere.filter(({ status }) => status === 200)).toHaveLength(codeLimits.site.hour);
    const siteFlooded = everywhere.at(-1);
    expect(siteFlooded?.status).toBe(429);
    expect(siteFlooded?.body['error']).toBe(
      fillText(en.relay.code.siteLimit, {
        phone: loadFacts().company.phone.display,
        wait: waitInWords(Number(siteFlooded?.retryAfter), en.relay.wait),
      }),
    );
  });

  it("counts each code in the codes' share of EmailJS's month, and says so when it is spent", async () => {
    // A plan whose codes' share is one code.
    const { services, sent } = platform({ monthlySends: Math.ceil(1 / codeShareOfPlan) });
    expect((await codeAnswer(request(codePath, ana), settings, services)).status).toBe(200);
    const spent = await answerOf(await codeAnswer(request(codePath, { ...ana, email: 'other@example.com' }), settings, services));
    expect(spent.status).toBe(503);
    expect(spent.retryAfter).not.toBeNull();
    expect(sent).toHaveLength(1);
  });

  it('checks the name and address as the forms do, and the code as digits, in the page’s language', async () => {
    const { services, sent } = platform();
    const es = { forms: loadFormsWords('es') };
    const badAddress = await answerOf(
      await codeAnswer(request(codePath, { ...ana, email: 'ana@' }, { 'Content-Language': 'es' }), settings, services),
    );
    expect(badAddress.status).toBe(400);
    expect(badAddress.body['error']).toContain(es.forms.contact.fields.email.invalid);
    const noName = await answerOf(await codeAnswer(request(codePath, { ...ana, fullName: ' ' }), settings, services));
    expect(noName.body['error']).toContain(en.forms.contact.fields.fullName.missing);
    const twoLines = await answerOf(await codeAnswer(request(codePath, { ...ana, fullName: 'Ana\nGarcía' }), settings, services));
    expect(twoLines.status).toBe(400);
    const notACode = await answerOf(await codeAnswer(request(codeCheckPath, { ...ana, code: '12345' }), settings, services));
    expect(notACode.body['error']).toContain(codeFieldWords(en.forms.signIn.code.field).invalid);
    expect(sent).toEqual([]);
  });

  it('is refused from another site', async () => {
    const { services, sent } = platform();
    const other = await codeAnswer(request(codePath, ana, { Origin: 'https://evil.example' }), settings, services);
    expect(other.status).toBe(403);
    expect(sent).toEqual([]);
  });
});
