/**
 * The relay's answers, in Node with its platform parts stood in for (the same cases run in
 * workerd, tests/worker/relay.worker.test.ts): each refusal's status and words, what reaches the
 * office by EmailJS or by Cloudflare's email, the outbox's keeping and its once each, and that
 * nothing goes when a check fails.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { loadFacts, loadWords } from '../src/content/load';
import { loadFormsWords } from '../src/forms/words';
import { accountLimits } from '../src/forms/delivery/relay-protocol';
import { referencePattern } from '../src/forms/delivery/reference';
import { localeFacts, locales } from '../src/i18n/locales';
import { type FakeSendingOptions, fakeSending } from '../tests/support/fake-sending';
import type { TokenCheck } from './google-token';
import { mostTries } from './sending/channels';
import { type MonthState, sharesOf } from './sending/month';
import { keptForMs, mostWaiting } from './sending/outbox';
import { largestBodyBytes, messageWaitMs, type RelayServices, type RelaySettings, relaySend } from './relay';
import { writtenMoment } from './sending/office-letter';
import { dateValue } from '../src/forms/fields/date-time';

const site = 'https://rides.example.com';
/** A relay whose office copies EmailJS carries: no Cloudflare email set up. */
const settings: RelaySettings = {
  googleClientId: 'client',
  emailjs: {
    publicKey: 'public',
    privateKey: 'private',
    serviceId: 'service',
    templates: { contact: 'contact_t', career: 'career_t', receipt: 'receipt_t' },
  },
  siteOrigins: ['https://www.rides.example.com'],
  monthlySends: 200,
  office: null,
  codeSignIn: null,
  codeSecretTooWeak: false,
};
/** The same relay with Cloudflare's email for the office. */
const withOfficeEmail: RelaySettings = { ...settings, office: { from: 'forms@rides.example.com', to: 'office@rides.example.com' } };
const account = { provider: 'google' as const, id: '1101', email: 'ana@example.com', name: 'Ana García' };
const facts = loadFacts();
const wordsOf = (locale: 'en' | 'es' | 'ht') => ({ relay: loadWords('contact', locale).relay, forms: loadFormsWords(locale) });

const contactFields = { fullName: 'Ana García', phone: '239-555-0100', email: 'ana@example.com', subject: 'cotizacion', message: 'Hola' };
const careerFields = {
  fullName: 'Ben Ortiz',
  phone: '239-555-0111',
  email: account.email,
  position: 'Driver',
  experience: '2',
  coverLetter: 'Ten years',
};

/** Every line the relay logged in these tests: none may hold what a visitor typed (checked at the end). */
const everyLogLine: string[] = [];

/**
 * The relay's platform, stood in for (tests/support/fake-sending.ts): a clock that moves only when
 * slept or advanced, every Durable Object's state in memory, EmailJS and Cloudflare's email faked.
 */
function platform(options: FakeSendingOptions & { token?: TokenCheck; on?: RelaySettings } = {}) {
  const sending = fakeSending(options.on ?? settings, { ...options, onLog: (line) => everyLogLine.push(line) });
  const { services } = sending;
  services.verifyToken = vi.fn(() => Promise.resolve(options.token ?? { ok: true as const, account }));
  const times = new Map([...sending.limits].filter(([key]) => key.startsWith('account:')));
  return {
    ...sending,
    services,
    accountTimes: () => [...sending.limits].filter(([key]) => key.startsWith('account:')).flatMap(([, at]) => at),
    times,
  };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${site}/api/send`, {
    method: 'POST',
    headers: { Origin: site, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

let keys = 0;
/** The page's key for a new message. */
const newKey = () => `page-key-${String((keys += 1)).padStart(8, '0')}`;
const contact = (fields: Record<string, string> = contactFields, key = newKey()) => ({ form: 'contact', credential: 'token', fields, key });

async function answerOf(response: Response): Promise<{ status: number; body: Record<string, unknown>; retryAfter: string | null }> {
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    retryAfter: response.headers.get('Retry-After'),
  };
}

describe('the relay', () => {
  it('sends the contact form with the private key, the signed-in address and the reference at the top of the message, and answers with them', async () => {
    const { services, sent, settle } = platform();
    const { status, body } = await answerOf(await relaySend(post(contact()), settings, services));
    expect(status).toBe(200);
    expect(body['reference']).toMatch(referencePattern);
    const [message] = sent;
    expect(message).toMatchObject({ service_id: 'service', template_id: 'contact_t', user_id: 'public', accessToken: 'private' });
    const { relay, forms } = wordsOf('en');
    expect(message?.template_params).toEqual({
      ...contactFields,
      message: `${relay.signedInAs}: ${account.email}\n${forms.referenceLine}: ${String(body['reference'])}\n\nHola`,
      // The office's reply goes to the address Google vouched for.
      reply_to: account.email,
    });
    expect(body['copyTo']).toBe(account.email);
    expect(body['received']).toEqual([
      { label: forms.contact.fields.fullName.label, value: contactFields.fullName },
      { label: forms.contact.fields.phone.label, value: contactFields.phone },
      { label: forms.contact.fields.email.label, value: contactFields.email },
      {
        label: forms.contact.fields.subject.label,
        value: forms.contact.fields.subject.options.find((option) => option.value === 'cotizacion')?.label,
      },
      { label: forms.contact.fields.message.label, value: 'Hola' },
    ]);
    await settle();
  });

  it('then sends the receipt to the signed-in address, a moment later, with the lines received and what happens next', async () => {
    const { services, sent, settle } = platform();
    const { body } = await answerOf(await relaySend(post(contact(), { 'Content-Language': 'es' }), settings, services));
    await settle();
    expect(sent).toHaveLength(2);
    const receipt = sent[1];
    const { forms, relay } = wordsOf('es');
    expect(receipt).toMatchObject({ template_id: 'receipt_t', accessToken: 'private' });
    expect(receipt?.template_params).toMatchObject({
      to_email: account.email,
      to_name: account.name,
      reference: body['reference'],
      subject: relay.receipt.subject.replace('{reference}', String(body['reference'])),
      next_steps: forms.confirmation.next.contact.replace('{phone}', contactFields.phone),
      company_phone: facts.company.phone.display,
    });
    expect(receipt?.template_params['received']).toContain(`${forms.contact.fields.fullName.label}: ${contactFields.fullName}`);
  });

  it('writes the ride details into the message in the form’s language, as the page would', async () => {
    const { services, sent, settle } = platform();
    await relaySend(
      post(contact({ ...contactFields, trip: 'roundTrip', returnTime: '1:30 pm' }), { 'Content-Language': 'es' }),
      settings,
      services,
    );
    await settle();
    const { forms } = wordsOf('es');
    const trip = forms.contact.fields.trip.options.find((option) => option.value === 'roundTrip')?.label ?? '';
    expect(sent[0]?.template_params['message']).toContain(
      `${forms.rideDetails.heading}\n${forms.contact.fields.trip.lineLabel ?? forms.contact.fields.trip.label}: ${trip}`,
    );
    expect(sent[0]?.template_params['message']).toContain('1:30 p.m.');
  });

  it('sends the career form the same way, the lines above the cover letter', async () => {
    const { services, sent, settle } = platform();
    const { status } = await answerOf(
      await relaySend(post({ form: 'career', credential: 'token', fields: careerFields }), settings, services),
    );
    await settle();
    expect(status).toBe(200);
    expect(sent[0]?.template_id).toBe('career_t');
    expect(sent[0]?.template_params['coverLetter']).toMatch(/^Signed in as: ana@example\.com\nReference: MR-\w{6}\n\nTen years$/);
  });

  it.each(locales)('writes the lines above a cover letter in the language the office reads (%s)', async (locale) => {
    const { services, sent, settle } = platform();
    await relaySend(
      post({ form: 'career', credential: 'token', fields: careerFields }, { 'Content-Language': locale }),
      settings,
      services,
    );
    await settle();
    const { officeReads, fullName } = localeFacts[locale];
    const office = loadFormsWords(officeReads);
    const language = officeReads === locale ? [] : [`${office.languageLine}: ${fullName}`];
    const [reference = ''] = /MR-\w{6}/.exec(String(sent[0]?.template_params['coverLetter'])) ?? [];
    expect(reference).toMatch(referencePattern);
    expect(sent[0]?.template_params['coverLetter']).toBe(
      [
        ...language,
        `${loadWords('contact', officeReads).relay.signedInAs}: ${account.email}`,
        `${office.referenceLine}: ${reference}`,
        '',
        'Ten years',
      ].join('\n'),
    );
  });

  describe('refuses, sending nothing,', () => {
    const refused = async (
      request: Request,
      expected: { status: number; words: string | RegExp; retryAfter?: string | null },
      setup: Parameters<typeof platform>[0] = {},
      relaySettings: RelaySettings | null = settings,
    ) => {
      const { services, sent } = platform(setup);
      const { status, body, retryAfter } = await answerOf(await relaySend(request, relaySettings, services));
      expect(status).toBe(expected.status);
      if (typeof expected.words === 'string') expect(body['error']).toBe(expected.words);
      else expect(body['error']).toMatch(expected.words);
      if (expected.retryAfter !== undefined) expect(retryAfter).toBe(expected.retryAfter);
      expect(sent).toEqual([]);
      return body;
    };
    const en = wordsOf('en').relay.refusals;
    const es = wordsOf('es').relay.refusals;

    it('a request from another site’s page (403)', async () => {
      await refused(post(contact(), { Origin: 'https://evil.example' }), { status: 403, words: en.otherSite });
    });

    it('a request with no Origin at all, such as a script’s (403)', async () => {
      const request = new Request(`${site}/api/send`, { method: 'POST', body: JSON.stringify(contact()) });
      await refused(request, { status: 403, words: en.otherSite });
    });

    it('anything but POST (405)', async () => {
      await refused(new Request(`${site}/api/send`, { headers: { Origin: site } }), { status: 405, words: en.unreadable });
    });

    it('a body larger than any form, said or not in its length (413)', async () => {
      const huge = JSON.stringify(contact({ ...contactFields, message: 'x'.repeat(largestBodyBytes) }));
      await refused(post(huge), { status: 413, words: en.tooLarge });
      const stream = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(huge));
          controller.close();
        },
      });
      const unsaid = new Request(`${site}/api/send`, {
        method: 'POST',
        headers: { Origin: site },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      await refused(unsaid, { status: 413, words: en.tooLarge });
    });

    it('what is not a form: not JSON, no credential, an unknown form, a field it does not have, a value not text (400)', async () => {
      await refused(post('{not json'), { status: 400, words: en.unreadable });
      await refused(post({ form: 'contact', fields: contactFields }), { status: 400, words: en.unreadable });
      await refused(post({ form: 'order', credential: 'token', fields: contactFields }), { status: 400, words: en.unreadable });
      await refused(post(contact({ ...contactFields, bcc: 'x@example.com' })), { status: 400, words: en.unreadable });
      await refused(post({ form: 'contact', credential: 'token', fields: { ...contactFields, phone: 2395550100 } }), {
        status: 400,
        words: en.unreadable,
      });
    });

    it('a sign-in that has run out (401: sign in again), in the form’s language', async () => {
      const token: TokenCheck = { ok: false, reason: 'expired', detail: 'JWTExpired: "exp" claim timestamp check failed' };
      await refused(post(contact(), { 'Content-Language': 'es' }), { status: 401, words: es.signIn }, { token });
    });

    it('a sign-in that can never pass, forged or unverified (403: another account, or call), in the form’s language', async () => {
      const token: TokenCheck = { ok: false, reason: 'refused', detail: 'the email address is not verified' };
      await refused(
        post(contact(), { 'Content-Language': 'es' }),
        { status: 403, words: es.account.replace('{phone}', facts.company.phone.display) },
        { token },
      );
    });

    it('while Google’s keys cannot be had (503, try again in a minute)', async () => {
      const token: TokenCheck = { ok: false, reason: 'keysUnavailable', detail: 'fetch failed' };
      await refused(post(contact()), { status: 503, words: en.unavailable, retryAfter: '60' }, { token });
    });

    it('a Worker missing its settings (503)', async () => {
      await refused(post(contact()), { status: 503, words: en.unavailable }, {}, null);
    });

    it('a form missing what it needs, with the required Spanish message and each field’s own words, as the page says them (400)', async () => {
      const { forms } = wordsOf('es');
      const body = await refused(post(contact({ ...contactFields, phone: '', message: '   ' }), { 'Content-Language': 'es' }), {
        status: 400,
        words: `${facts.formMessages.required} ${forms.contact.fields.phone.label}: ${forms.contact.fields.phone.missing} ${forms.contact.fields.message.label}: ${forms.contact.fields.message.missing}`,
      });
      expect(body['problems']).toEqual([
        { field: 'phone', problem: 'missing' },
        { field: 'message', problem: 'missing' },
      ]);
    });

    it('years of experience that are not a number of 0 or more (400, the required message)', async () => {
      const { forms } = wordsOf('en');
      await refused(post({ form: 'career', credential: 'token', fields: { ...careerFields, experience: '-1' } }), {
        status: 400,
        words: `${facts.formMessages.experience} ${forms.career.fields.experience.label}: ${forms.career.fields.experience.invalid}`,
      });
    });

    it('a one-line field holding a line break, a tab or a separator, and a phone with letters (400), the field named once', async () => {
      const { forms } = wordsOf('en');
      const { fullName, pickupAddress, phone } = forms.contact.fields;
      const oneLine = (label: string) => forms.oneLine.replace('{label}', label);
      const body = await refused(
        post(contact({ ...contactFields, fullName: 'Ana\nGarcía', pickupAddress: '12 Palm Ct\u2028Apt 4', subject: 'cotizacion' })),
        { status: 400, words: `${oneLine(fullName.label)} ${oneLine(pickupAddress.label)}` },
      );
      expect(body['problems']).toEqual([
        { field: 'fullName', problem: 'invalid', fault: 'oneLine' },
        { field: 'pickupAddress', problem: 'invalid', fault: 'oneLine' },
      ]);
      await refused(post(contact({ ...contactFields, fullName: 'Ana\tGarcía' })), { status: 400, words: oneLine(fullName.label) });
      await refused(post(contact({ ...contactFields, phone: 'call 239-555-0100' })), {
        status: 400,
        words: `${phone.label}: ${phone.invalid}`,
      });
    });

    it('a subject the form does not offer, and a field longer than it takes (400)', async () => {
      const { forms } = wordsOf('en');
      const subject = forms.contact.fields.subject.label;
      await refused(post(contact({ ...contactFields, subject: 'spam' })), {
        status: 400,
        words: en.notOffered.replace('{label}', subject),
      });
      await refused(post(contact({ ...contactFields, fullName: 'A'.repeat(101) })), {
        status: 400,
        words: en.tooLong.replace('{label}', forms.contact.fields.fullName.label).replace('{most}', '100'),
      });
      await refused(post(contact({ ...contactFields, vehicle: 'helicopter' })), { status: 400, words: /helicopter|Vehicle|vehicle/ });
    });
  });

  it(`takes ${accountLimits.hour} messages an hour from an account and refuses the next with when to try again (429), then takes one the next hour`, async () => {
    const { services, sent, settle, advance, clock, accountTimes } = platform();
    for (let count = 0; count < accountLimits.hour; count += 1) {
      expect((await relaySend(post(contact()), settings, services)).status).toBe(200);
      await settle();
      await advance(60_000);
    }
    const { status, body, retryAfter } = await answerOf(await relaySend(post(contact()), settings, services));
    expect(status).toBe(429);
    const [first = 0] = accountTimes();
    const waited = Math.ceil((first + 3_600_000 - clock()) / 1000);
    expect(retryAfter).toBe(String(waited));
    const { relay } = wordsOf('en');
    expect(body['error']).toBe(
      relay.refusals.hourLimit
        .replace('{most}', String(accountLimits.hour))
        .replace('{wait}', relay.wait.minutes.replace('{count}', String(Math.ceil(waited / 60)))),
    );
    await settle();
    const before = sent.length;
    await advance(waited * 1000);
    expect((await relaySend(post(contact()), settings, services)).status).toBe(200);
    await settle();
    // The message and its receipt.
    expect(sent.length).toBe(before + 2);
  });

  it('keeps the limit by a hash of the account’s id, never its address', async () => {
    const { services, limits, settle } = platform();
    await relaySend(post(contact()), settings, services);
    await settle();
    const [key] = [...limits.keys()].map((named) => named.replace(/^account:/, ''));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('ana');
  });

  it('gets two messages of the same second through, the second a moment later', async () => {
    const { services, sent, settle } = platform();
    const moments: number[] = [];
    const sendEmail = services.sendEmail;
    services.sendEmail = (message) => {
      moments.push(services.now());
      return sendEmail(message);
    };
    const answers = await Promise.all([relaySend(post(contact()), settings, services), relaySend(post(contact()), settings, services)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const messages = sent.filter((message) => message.template_id === 'contact_t');
    expect(messages).toHaveLength(2);
    expect((moments[1] ?? 0) - (moments[0] ?? 0)).toBeGreaterThanOrEqual(1000);
    await settle();
  });

  it('keeps what cannot go out within its wait (202, when the office sees it at the latest), and sends it once a moment comes', async () => {
    const { services, sent, clock, advance, accountTimes } = platform();
    const slot = services.slot;
    services.slot = () => Promise.resolve({ granted: false, retryAfterSeconds: 12 });
    const received = clock();
    const { status, body } = await answerOf(await relaySend(post(contact()), settings, services));
    expect(status).toBe(202);
    const { relay } = wordsOf('en');
    expect(body['late']).toBe(relay.late.kept.replace('{when}', writtenMoment(received + keptForMs, localeFacts.en)));
    expect(accountTimes()).toHaveLength(1);
    expect(sent).toEqual([]);
    services.slot = slot;
    await advance(12_000);
    expect(sent.filter((message) => message.template_id === 'contact_t')).toHaveLength(1);
  });

  it('asks for another moment when EmailJS says it is busy, within the message’s wait', async () => {
    let calls = 0;
    const { services, sent, settle } = platform({
      emailjs: () => {
        calls += 1;
        return calls === 1 ? { sent: false, failure: 'busy', status: 429, text: 'Too Many Requests' } : { sent: true };
      },
    });
    expect((await relaySend(post(contact()), settings, services)).status).toBe(200);
    await settle();
    // The message twice, EmailJS busy the first time; then its receipt.
    expect(sent.map((message) => message.template_id)).toEqual(['contact_t', 'contact_t', 'receipt_t']);
    expect(messageWaitMs).toBeGreaterThan(1000);
  });

  it('keeps a message EmailJS refuses (202), logs EmailJS’s words without addresses, and sends it once EmailJS takes it again', async () => {
    const page = '<html><body><h1>502 Bad Gateway</h1><p>Template for ana@example.com failed</p></body></html>';
    let down = true;
    const failing = platform({
      emailjs: (message) =>
        down && message.template_id === 'contact_t' ? { sent: false, failure: 'refused', status: 502, text: page } : { sent: true },
    });
    const kept = await answerOf(await relaySend(post(contact()), settings, failing.services));
    expect(kept.status).toBe(202);
    expect(JSON.stringify(kept.body)).not.toContain('<');
    // Counted against the account (it was taken), and of the month only its receipt until it goes.
    expect(failing.accountTimes()).toHaveLength(1);
    expect(failing.month()?.messages).toBe(1);
    const line = failing.logged.find((logged) => logged.includes('waits')) ?? '';
    expect(line).toContain('refused 502');
    expect(line).toContain('[address]');
    expect(line).not.toContain('ana@example.com');
    down = false;
    await failing.advance(60_000);
    expect(failing.sent.filter((message) => message.template_id === 'contact_t')).toHaveLength(2);
    expect(failing.month()?.messages).toBe(2);
  });

  it('tells a visitor whose message went out and had no answer that it may have been sent, with its reference, keeps it counted, and never sends it again (504)', async () => {
    const silent = platform({ emailjs: () => ({ sent: false, failure: 'timedOut', text: 'The operation timed out' }) });
    const request = contact();
    const { status, body } = await answerOf(await relaySend(post(request), settings, silent.services));
    expect(status).toBe(504);
    const reference = String(body['reference']);
    expect(reference).toMatch(referencePattern);
    expect(body['error']).toBe(wordsOf('en').relay.refusals.timedOut.replace('{reference}', reference));
    await silent.settle();
    // Counted against the account and the month, as it may have gone; no receipt follows.
    expect(silent.accountTimes()).toHaveLength(1);
    expect(silent.month()?.messages).toBe(1);
    expect(silent.sent).toHaveLength(1);
    // The outbox never tries it again, and a retry of its key is told the same.
    await silent.advance(keptForMs);
    expect(await answerOf(await relaySend(post(request), settings, silent.services))).toMatchObject({ status: 504, body: { reference } });
    expect(silent.sent).toHaveLength(1);
  });

  it(`tries an email at most ${String(mostTries)} times while EmailJS says it is busy, and starts none after its wait`, async () => {
    const busy = platform({ emailjs: () => ({ sent: false, failure: 'busy', status: 429, text: 'Too Many Requests' }) });
    const { status } = await answerOf(await relaySend(post(contact()), settings, busy.services));
    expect(status).toBe(202);
    expect(busy.sent.filter((message) => message.template_id === 'contact_t')).toHaveLength(mostTries);

    // EmailJS taking 5 s to say it is busy: the second try starts within the message's wait, no third after it.
    const moments: number[] = [];
    const slow = platform({
      emailjs: (message, now) => {
        if (message.template_id === 'contact_t') moments.push(now);
        return { sent: false, failure: 'busy', status: 429, text: 'Too Many Requests' };
      },
    });
    const sendEmail = slow.services.sendEmail;
    slow.services.sendEmail = async (message) => {
      const answer = await sendEmail(message);
      await slow.services.sleep(5000);
      return answer;
    };
    const started = slow.clock();
    await relaySend(post(contact()), settings, slow.services);
    expect(moments.length).toBeLessThan(mostTries);
    for (const moment of moments) expect(moment - started).toBeLessThanOrEqual(messageWaitMs + 1000);
  });

  it('gives a receipt no moment a message wants: a message sent while a receipt waits goes first', async () => {
    const { services, advance, clock, settle } = platform();
    // Time moves only as the earliest sleeper wakes, as it does for requests side by side.
    const sleepers: { at: number; wake: () => void }[] = [];
    // The account's digest is worked out on libuv's threads, so no count of turns is sure to be enough:
    // the test waits for the sleeper itself.
    let sleeperCame = (): void => undefined;
    services.sleep = (ms) =>
      new Promise((wake) => {
        sleepers.push({ at: clock() + ms, wake });
        sleeperCame();
      });
    const order: string[] = [];
    const sendEmail = services.sendEmail;
    services.sendEmail = (message) => {
      order.push(message.template_id);
      return sendEmail(message);
    };
    const flush = () => new Promise((done) => setImmediate(done));
    const runUntil = async (done: () => boolean) => {
      for (await flush(); !done(); await flush()) {
        const next = sleepers.sort((one, other) => one.at - other.at).shift();
        if (next === undefined) return;
        await advance(Math.max(0, next.at - clock()));
        next.wake();
      }
    };
    // The first message goes at once; its receipt then waits for a moment nobody wants.
    await relaySend(post(contact()), settings, services);
    await flush();
    // A second message while the receipt waits: it takes the next moment, ahead of the receipt.
    const second = relaySend(post(contact()), settings, services);
    let answered = false;
    void second.then(() => {
      answered = true;
    });
    while (sleepers.length < 2) await new Promise<void>((came) => (sleeperCame = came));
    expect(sleepers).toHaveLength(2);
    await runUntil(() => answered && order.length === 4);
    await settle();
    expect(order).toEqual(['contact_t', 'contact_t', 'receipt_t', 'receipt_t']);
  });

  it('logs a receipt that cannot go, for any reason, with its reference, and gives the month its send back', async () => {
    let calls = 0;
    const refusing = platform({
      emailjs: () => {
        calls += 1;
        return calls === 1 ? { sent: true } : { sent: false, failure: 'refused', status: 500, text: 'down' };
      },
    });
    const { body } = await answerOf(await relaySend(post(contact()), settings, refusing.services));
    await refusing.settle();
    expect(refusing.logged).toContain(`The receipt of ${String(body['reference'])} was not sent: refused 500: down`);
    expect(refusing.month()).toMatchObject({ messages: 1 });

    const broken = platform();
    broken.services.slot = (maxWaitMs) =>
      maxWaitMs === 0 ? Promise.reject(new Error('Durable Object reset')) : Promise.resolve({ granted: true, at: broken.clock() });
    const answered = await answerOf(await relaySend(post(contact()), settings, broken.services));
    expect(answered.status).toBe(200);
    await expect(broken.settle()).resolves.toBeDefined();
    expect(broken.logged).toContain(`The receipt of ${String(answered.body['reference'])} was not sent: Durable Object reset`);
  });

  it('answers the visitor even when the receipt cannot go', async () => {
    let calls = 0;
    const { services, settle } = platform({
      emailjs: () => {
        calls += 1;
        return calls === 1 ? { sent: true } : { sent: false, failure: 'refused', status: 500, text: 'down' };
      },
    });
    expect((await relaySend(post(contact()), settings, services)).status).toBe(200);
    await expect(settle()).resolves.toBeDefined();
  });

  it('says when the typed address is not the signed-in one, to which the office’s reply goes', async () => {
    const { services, sent, settle } = platform();
    await relaySend(post(contact({ ...contactFields, email: 'daughter@example.com' })), settings, services);
    await settle();
    const { relay } = wordsOf('en');
    expect(sent[0]?.template_params['message']).toContain(
      `${relay.signedInAs}: ${account.email}\n${relay.typedEmail}: daughter@example.com\n`,
    );
    expect(sent[0]?.template_params).toMatchObject({ email: 'daughter@example.com', reply_to: account.email });
  });

  describe('spends EmailJS’s month so that nobody spends what another needs', () => {
    const plan = settings.monthlySends;
    const { messages } = sharesOf(plan);
    const december = (day: number, hour = 15) => Date.UTC(2026, 11, day, hour);

    it('takes ten riders’ first messages on the 1st, each sent at once, where EmailJS carries the office’s copies', async () => {
      const { services, sent, settle } = platform({ start: december(1, 9) });
      const statuses: number[] = [];
      for (let rider = 0; rider < 10; rider += 1) {
        services.verifyToken = () =>
          Promise.resolve({ ok: true, account: { ...account, id: `rider-${String(rider)}`, email: `rider${String(rider)}@example.com` } });
        statuses.push((await relaySend(post(contact()), settings, services)).status);
        await settle();
      }
      expect(statuses).toEqual(Array(10).fill(200));
      expect(sent.filter((message) => message.template_id === 'contact_t')).toHaveLength(10);
    });

    it('keeps an account’s next message once the day’s part is spent (202), sending it when a later day’s part comes', async () => {
      const spentToday: MonthState = { month: '2026-12', codes: 0, messages: 20, noticed: 0 };
      const { services, sent, advance } = platform({ month: spentToday, start: december(3, 9) });
      // Not the account's first message in 30 days.
      await services.reserve('someone-else');
      services.reserve = (() => {
        const reserve = services.reserve;
        return async (key: string) => {
          const answer = await reserve(key);
          return answer.allowed ? { ...answer, earlier: 1 } : answer;
        };
      })();
      const { status } = await answerOf(await relaySend(post(contact()), settings, services));
      expect(status).toBe(202);
      expect(sent).toEqual([]);
      await advance(2 * 86_400_000);
      expect(sent.map((message) => message.template_id)).toEqual(['contact_t']);
    });

    it('refuses a message EmailJS’s month cannot carry in the days a message is kept (503), with the phone number and when, counting nothing', async () => {
      const spent: MonthState = { month: '2026-12', codes: 0, messages, noticed: 2 };
      const { services, sent, accountTimes } = platform({ month: spent, start: december(10) });
      const { status, body, retryAfter } = await answerOf(
        await relaySend(post(contact(), { 'Content-Language': 'es' }), settings, services),
      );
      expect(status).toBe(503);
      const seconds = (Date.UTC(2027, 0, 1) - december(10)) / 1000;
      expect(retryAfter).toBe(String(seconds));
      const { relay } = wordsOf('es');
      expect(body['error']).toBe(
        relay.refusals.spent
          .replace('{phone}', facts.company.phone.display)
          .replace('{wait}', relay.wait.days.replace('{count}', String(Math.ceil(seconds / 86_400)))),
      );
      expect(sent).toEqual([]);
      expect(accountTimes()).toEqual([]);
    });

    it('sends no receipt where the day’s part leaves none for it, and says so to the page (no address to copy to)', async () => {
      const low: MonthState = { month: '2026-12', codes: 0, messages: 10, noticed: 0 };
      const { services, sent, settle } = platform({ month: low, start: december(1, 12) });
      const { status, body } = await answerOf(await relaySend(post(contact()), settings, services));
      await settle();
      expect(status).toBe(200);
      expect(body['copyTo']).toBeNull();
      expect(sent.map((message) => message.template_id)).toEqual(['contact_t']);
    });

    it('tells the office at the top of its next message once half the month is spent, and counts it told only once that message went', async () => {
      const half: MonthState = { month: '2026-12', codes: 0, messages: plan / 2, noticed: 0 };
      let down = true;
      const { services, sent, settle, advance } = platform({
        month: half,
        start: december(27),
        emailjs: (message) =>
          down && message.template_id === 'contact_t' ? { sent: false, failure: 'refused', status: 500, text: 'down' } : { sent: true },
      });
      await relaySend(post(contact()), settings, services);
      await settle();
      const { relay } = wordsOf('en');
      const messagesSent = () =>
        sent.filter((message) => message.template_id === 'contact_t').map((message) => message.template_params['message'] ?? '');
      // It did not go: the notice waits for the next try.
      expect(messagesSent()[0]).toMatch(new RegExp(`^${relay.sendingLeft}: `));
      down = false;
      await advance(60_000);
      await relaySend(post(contact()), settings, services);
      await settle();
      const [, kept, next] = messagesSent();
      expect(kept).toMatch(new RegExp(`^${relay.sendingLeft}: \\d+ / ${String(plan)}\\n`));
      expect(next).toMatch(new RegExp(`^${relay.signedInAs}: `));
    });
  });

  describe('the office’s copy by Cloudflare’s email', () => {
    it('goes by Cloudflare’s email, plain text from the relay, the signed-in address to reply to; EmailJS carries only the receipt', async () => {
      const { services, office, sent, settle, month } = platform({ on: withOfficeEmail });
      const { status, body } = await answerOf(await relaySend(post(contact()), withOfficeEmail, services));
      await settle();
      expect(status).toBe(200);
      const { relay, forms } = wordsOf('en');
      expect(office).toHaveLength(1);
      expect(office[0]).toMatchObject({ ...withOfficeEmail.office, replyTo: account.email });
      expect(office[0]?.subject).toBe(
        relay.office.subject.contact.replace('{reference}', String(body['reference'])).replace('{name}', contactFields.fullName),
      );
      expect(office[0]?.text).toContain(`${relay.signedInAs}: ${account.email}\n${forms.referenceLine}: ${String(body['reference'])}\n\n`);
      expect(sent.map((message) => message.template_id)).toEqual(['receipt_t']);
      expect(month()).toMatchObject({ messages: 1, codes: 0 });
    });

    it('keeps what Cloudflare’s email refuses, and sends it once, in the order received, when it takes mail again; late, it says when it was received', async () => {
      let down = true;
      const { services, office, advance, clock } = platform({
        on: withOfficeEmail,
        office: () => {
          if (down) throw Object.assign(new Error('daily limit'), { code: 'E_DAILY_LIMIT_EXCEEDED' });
        },
      });
      const received = clock();
      const references: string[] = [];
      for (let index = 0; index < 3; index += 1) {
        services.verifyToken = () => Promise.resolve({ ok: true, account: { ...account, id: `writer-${String(index)}` } });
        const { status, body } = await answerOf(await relaySend(post(contact()), withOfficeEmail, services));
        expect(status).toBe(202);
        references.push(String(body['reference']));
      }
      await advance(3_600_000);
      expect(office).toEqual([]);
      down = false;
      await advance(30 * 60_000);
      expect(office.map((email) => /MR-\w{6}/.exec(email.subject)?.[0])).toEqual(references);
      expect(office[0]?.text.split('\n')[0]).toBe(`${wordsOf('en').relay.office.receivedAt}: ${writtenMoment(received, localeFacts.en)}`);
    });

    it(`refuses an account’s next message while ${String(mostWaiting.account)} of its own wait, as over its limit (429)`, async () => {
      const { services } = platform({
        on: withOfficeEmail,
        office: () => {
          throw new Error('down');
        },
      });
      for (let index = 0; index < mostWaiting.account; index += 1)
        expect((await relaySend(post(contact()), withOfficeEmail, services)).status).toBe(202);
      const { status, body, retryAfter } = await answerOf(await relaySend(post(contact()), withOfficeEmail, services));
      expect(status).toBe(429);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      expect(body['error']).toMatch(new RegExp(`^${wordsOf('en').relay.refusals.outboxFull.slice(0, 20)}`));
    });

    it('sends a message once however often its key comes (a double press, a retry after no answer), counting it once', async () => {
      const { services, office, accountTimes, settle } = platform({ on: withOfficeEmail });
      const request = contact();
      const answers = await Promise.all([
        relaySend(post(request), withOfficeEmail, services),
        relaySend(post(request), withOfficeEmail, services),
      ]);
      const again = await relaySend(post(request), withOfficeEmail, services);
      await settle();
      const bodies = await Promise.all([...answers, again].map(answerOf));
      expect(new Set(bodies.map(({ body }) => body['reference'])).size).toBe(1);
      expect(bodies.map(({ status }) => status)).toEqual([200, 200, 200]);
      expect(office).toHaveLength(1);
      expect(accountTimes()).toHaveLength(1);
    });

    it('tells a visitor whose message is kept when the office sees it at the latest, in the page’s language, and for a ride before then, the phone', async () => {
      const { services, clock } = platform({
        on: withOfficeEmail,
        office: () => {
          throw new Error('down');
        },
      });
      const tomorrow = new Date(clock() + 86_400_000);
      const pickupDate = dateValue({
        day: String(tomorrow.getUTCDate()),
        month: String(tomorrow.getUTCMonth() + 1),
        year: String(tomorrow.getUTCFullYear()),
      });
      const { body } = await answerOf(
        await relaySend(post(contact({ ...contactFields, pickupDate }), { 'Content-Language': 'ht' }), withOfficeEmail, services),
      );
      const { relay } = wordsOf('ht');
      expect(body['late']).toBe(
        `${relay.late.kept.replace('{when}', writtenMoment(clock() + keptForMs, localeFacts.ht))} ${relay.late.call.replace('{phone}', facts.company.phone.display)}`,
      );
    });
  });

  describe('answers a sign-in it refuses in words that fit why', () => {
    it('a Google account whose address Google has not confirmed: another account, or call', async () => {
      const { services } = platform({ token: { ok: false, reason: 'unverified', detail: 'the email address is not verified' } });
      const { status, body } = await answerOf(await relaySend(post(contact()), settings, services));
      expect({ status, error: body['error'] }).toEqual({
        status: 403,
        error: wordsOf('en').relay.refusals.unverified.replace('{phone}', facts.company.phone.display),
      });
    });

    it('a sign-in by code that fails its check, for any reason: ask for a new code, and nothing of why (401)', async () => {
      const { services } = platform({
        token: { ok: false, reason: 'codeLapsed', detail: 'it was signed with another secret (an earlier one?)' },
      });
      const { status, body } = await answerOf(await relaySend(post(contact(), { 'Content-Language': 'ht' }), settings, services));
      expect({ status, error: body['error'] }).toEqual({ status: 401, error: wordsOf('ht').relay.refusals.codeLapsed });
    });

    it('a sign-in for another site or altered: sign in again, or call; never that Google has not confirmed an address', async () => {
      const { services } = platform({ token: { ok: false, reason: 'refused', detail: 'unexpected "aud" claim value' } });
      const { body } = await answerOf(await relaySend(post(contact()), settings, services));
      const { refusals } = wordsOf('en').relay;
      expect(body['error']).toBe(refusals.account.replace('{phone}', facts.company.phone.display));
      expect(refusals.account).not.toBe(refusals.unverified);
    });
  });

  it('lets the site’s other origin post, saying so to the browser (CORS), and answers its preflight', async () => {
    const { services, settle } = platform();
    const origin = 'https://www.rides.example.com';
    const response = await relaySend(post(contact(), { Origin: origin }), settings, services);
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    await settle();
    const preflight = await relaySend(
      new Request(`${site}/api/send`, { method: 'OPTIONS', headers: { Origin: origin } }),
      settings,
      services,
    );
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBe('POST');
  });
});

describe('the relay when its platform fails', () => {
  it('answers 503 with words and Retry-After, not a bare 500, and gives the account its count back', async () => {
    const { services, accountTimes } = platform();
    const logged: string[] = [];
    const failing: RelayServices = {
      ...services,
      handOver: () => Promise.reject(new Error('Durable Object reset')),
      log: (line) => logged.push(line),
    };
    const { status, body, retryAfter } = await answerOf(await relaySend(post(contact()), settings, failing));
    expect({ status, body, retryAfter }).toEqual({
      status: 503,
      body: { error: wordsOf('en').relay.refusals.unavailable },
      retryAfter: '60',
    });
    expect(accountTimes()).toEqual([]);
    expect(logged.join('\n')).toContain('Durable Object reset');
  });

  it('answers in the page’s language when a limit cannot be read', async () => {
    const { services } = platform();
    const failing: RelayServices = { ...services, reserve: () => Promise.reject(new Error('unreachable')), log: () => undefined };
    const { status, body } = await answerOf(await relaySend(post(contact(), { 'Content-Language': 'es' }), settings, failing));
    expect({ status, body }).toEqual({ status: 503, body: { error: wordsOf('es').relay.refusals.unavailable } });
  });
});

afterAll(() => {
  // What the visitors of these tests typed: no line the relay logged may hold any of it.
  const typed = [...Object.values(contactFields), ...Object.values(careerFields), account.name, 'daughter@example.com', 'Palm Ct'].filter(
    (value) => value.length > 3,
  );
  expect(everyLogLine.length).toBeGreaterThan(0);
  expect(everyLogLine.filter((line) => typed.some((value) => line.includes(value)))).toEqual([]);
});
