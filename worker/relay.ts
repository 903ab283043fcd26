/**
 * The forms' relay, `POST /api/send` (src/forms/delivery/relay-protocol.ts): the one way a
 * message reaches EmailJS when the site is built with PUBLIC_FORMS_RELAY. In order, each step
 * refusing with words in the form's language (its `Content-Language`) and sending nothing:
 *
 * 1. only this site's pages may post (403, requirement RELAY-ORIGIN);
 * 2. at most `largestBodyBytes` (413), and readable as a form (400);
 * 3. the Google sign-in, checked (401; 503 while Google's keys cannot be had; RELAY-TOKEN);
 * 4. the fields, by the same tables and checks as the page (400, RELAY-FIELDS);
 * 5. the account's limit (429 with `Retry-After`, RELAY-LIMIT);
 * 6. a moment to send at EmailJS's pace, then the message with the private key, the signed-in
 *    address and the reference at its top (503 with `Retry-After` when no moment comes in time,
 *    502 with EmailJS's words, 504 when it does not answer; RELAY-SEND). A message not sent does
 *    not count against the limit.
 *
 * Then 200 with the reference and what was received, and the receipt goes to the signed-in
 * address after the answer (RELAY-RECEIPT); a receipt that fails is logged, never the visitor's
 * problem. Plain web standards: the platform's parts come in as `RelayServices`.
 */
import { fillText } from '../src/components/fill-text';
import { type FieldProblem, checkForm, formMessagesFor } from '../src/forms/fields/checks';
import { composedValues } from '../src/forms/delivery/compose';
import { officeWriting } from '../src/i18n/locales';
import {
  type ReceivedLine,
  languageLines,
  linesGoIn,
  payloadOf,
  receivedLines,
  receivedText,
  withLinesAbove,
} from '../src/forms/delivery/received';
import { newReference } from '../src/forms/delivery/reference';
import type { RelayRefusal, RelayRequest, RelaySent } from '../src/forms/delivery/relay-protocol';
import { problemWords, type ProblemFieldWords } from '../src/forms/fields/problem-words';
import { type SentProblem, readSentFields } from '../src/forms/fields/sent-checks';
import { type FieldName, type FormKind, formKinds } from '../src/content/forms/tables';
import type { EmailjsAnswer, EmailjsMessage } from './emailjs';
import type { TokenCheck, VerifiedAccount } from './google-token';
import type { LimitAnswer } from './limits';
import type { SlotAnswer } from './pace';
import { waitInWords } from './wait-words';
import { type RelayLanguage, officeLanguage, relayLanguage } from './words';

/** The relay's settings, from the Worker's variables and its secret (settings.ts). */
export interface RelaySettings {
  googleClientId: string;
  emailjs: {
    publicKey: string;
    privateKey: string;
    serviceId: string;
    /** Each form's template, and the receipt's. */
    templates: Record<FormKind | 'receipt', string>;
  };
  /** Origins besides the Worker's own whose pages may post: the site's, where the Worker runs on another address. */
  siteOrigins: readonly string[];
}

/** What the relay needs of the platform and the outside world. */
export interface RelayServices {
  verifyToken: (credential: string) => Promise<TokenCheck>;
  /** The account's limit, kept by a hash of its id (objects.ts `AccountLimit`). */
  reserve: (accountKey: string) => Promise<LimitAnswer & { at?: number }>;
  /** Gives back a reservation whose message was not sent. */
  release: (accountKey: string, at: number) => Promise<void>;
  /** A moment to send within `maxWaitMs` (objects.ts `SendingPace`). */
  slot: (maxWaitMs: number) => Promise<SlotAnswer>;
  sendEmail: (message: EmailjsMessage) => Promise<EmailjsAnswer>;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
  /** Keeps work going after the answer (the receipt). */
  waitUntil: (work: Promise<unknown>) => void;
  log: (line: string) => void;
}

/** A form's body is a few kilobytes at most; far beyond that is not a form. */
export const largestBodyBytes = 64 * 1024;

/** How long a message may wait for its moment to send, and a receipt, which is sent after the answer. */
export const messageWaitMs = 8000;
const receiptWaitMs = 20_000;

const jsonHeaders = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

function answer(status: number, body: RelaySent | RelayRefusal, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...jsonHeaders, ...headers } });
}

/** Reads the body, refusing (null) one over the largest a form makes. */
async function bodyOf(request: Request): Promise<string | null> {
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  if (declared > largestBodyBytes) return null;
  if (request.body === null) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > largestBodyBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The request's form, if it is one: a known form, a credential, fields as an object. */
function formRequest(text: string): RelayRequest | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed['fields']) || typeof parsed['credential'] !== 'string') return null;
  const form = parsed['form'];
  if (!formKinds.some((kind) => kind === form)) return null;
  return { form: form as FormKind, credential: parsed['credential'], fields: parsed['fields'] as Record<string, string> };
}

/** A hash of the account's id (never its email): what its limit is kept under. */
async function accountKey(account: VerifiedAccount): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`google:${account.id}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type FieldWords = Readonly<Partial<Record<string, ProblemFieldWords>>>;

/** The words of a refused form: the required Spanish messages that apply, then each problem as the page words it. */
function problemsText(kind: FormKind, problems: readonly FieldProblem[], sent: readonly SentProblem[], words: RelayLanguage): string {
  const fields: FieldWords = words.forms[kind].fields;
  const label = (field: string) => fields[field]?.label ?? field;
  return [
    ...formMessagesFor(kind, problems).map((key) => words.messages[key]),
    ...sent.map(({ field, fault, most }) => fillText(words.relay.refusals[fault], { label: label(field), most: most ?? 0 })),
    ...problems.map((problem) => `${label(problem.field)}: ${problemWords(fields[problem.field] ?? { label: problem.field }, problem)}`),
  ].join(' ');
}

/** Sends at EmailJS's pace: waits for a moment, and for another while EmailJS says it is busy, up to `maxWaitMs` in all. */
async function sendPaced(
  message: EmailjsMessage,
  maxWaitMs: number,
  services: RelayServices,
): Promise<EmailjsAnswer | { sent: false; failure: 'noMoment'; retryAfterSeconds: number }> {
  const deadline = services.now() + maxWaitMs;
  for (;;) {
    const slot = await services.slot(Math.max(0, deadline - services.now()));
    if (!slot.granted) return { sent: false, failure: 'noMoment', retryAfterSeconds: slot.retryAfterSeconds };
    const wait = slot.at - services.now();
    if (wait > 0) await services.sleep(wait);
    const sent = await services.sendEmail(message);
    if (sent.sent || sent.failure !== 'busy') return sent;
    services.log(`EmailJS was busy (429) at the moment given; asking for another`);
  }
}

/** The visitor's copy, after the answer: what was received, with the reference and what happens next. */
async function sendReceipt(
  kind: FormKind,
  reference: string,
  received: readonly ReceivedLine[],
  phone: string,
  account: VerifiedAccount,
  words: RelayLanguage,
  settings: RelaySettings,
  services: RelayServices,
): Promise<void> {
  const { relay, forms, company } = words;
  const sent = await sendPaced(
    {
      service_id: settings.emailjs.serviceId,
      template_id: settings.emailjs.templates.receipt,
      user_id: settings.emailjs.publicKey,
      accessToken: settings.emailjs.privateKey,
      template_params: {
        to_email: account.email,
        to_name: account.name,
        subject: fillText(relay.receipt.subject, { reference }),
        intro: relay.receipt.intro,
        reference,
        received: receivedText(received),
        next_steps: fillText(forms.confirmation.next[kind], { phone }),
        company_name: company.name,
        company_phone: company.phone.display,
      },
    },
    receiptWaitMs,
    services,
  );
  if (!sent.sent) services.log(`The receipt of ${reference} was not sent: ${sent.failure}${'text' in sent ? `, ${sent.text}` : ''}`);
}

/**
 * The headers that let the site's page read the answer: none for the relay's own origin, the
 * origin itself for another of the site's (`siteOrigins`); null when the request comes from no
 * page of the site.
 */
function siteCors(request: Request, settings: RelaySettings | null): Record<string, string> | null {
  const origin = request.headers.get('Origin');
  const own = new URL(request.url).origin;
  if (origin === own) return {};
  return origin !== null && (settings?.siteOrigins ?? []).includes(origin)
    ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
    : null;
}

/**
 * The relay's answer to one request. `settings` is null when the Worker lacks some of them
 * (settings.ts names which). What the platform throws on the way (a Durable Object that cannot be
 * reached, say) is logged and answered 503 with words and `Retry-After`, never the platform's bare
 * "Internal Server Error": the page keeps what was typed and says to try again or call.
 */
export async function relaySend(request: Request, settings: RelaySettings | null, services: RelayServices): Promise<Response> {
  try {
    return await relayAnswer(request, settings, services);
  } catch (error) {
    services.log(`The relay failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    const { refusals } = relayLanguage(request.headers.get('Content-Language')).relay;
    return answer(503, { error: refusals.unavailable }, { ...siteCors(request, settings), 'Retry-After': '60' });
  }
}

async function relayAnswer(request: Request, settings: RelaySettings | null, services: RelayServices): Promise<Response> {
  const words = relayLanguage(request.headers.get('Content-Language'));
  const { refusals } = words.relay;
  const refuse = (status: number, error: string, headers: Record<string, string> = {}, problems?: FieldProblem[]) =>
    answer(status, problems === undefined ? { error } : { error, problems }, headers);

  // 1. Only the site's own pages.
  const cors = siteCors(request, settings);
  if (cors === null) return refuse(403, refusals.otherSite);
  if (request.method === 'OPTIONS') {
    return new Response(null, {
      status: 204,
      headers: {
        ...cors,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      },
    });
  }
  if (request.method !== 'POST') return refuse(405, refusals.unreadable, { ...cors, Allow: 'POST, OPTIONS' });
  if (settings === null) return refuse(503, refusals.unavailable, cors);

  // 2. A form, of a form's size.
  const text = await bodyOf(request);
  if (text === null) return refuse(413, refusals.tooLarge, cors);
  const form = formRequest(text);
  if (form === null) return refuse(400, refusals.unreadable, cors);
  const kind = form.form;

  // 3. The sign-in.
  const token = await services.verifyToken(form.credential);
  if (!token.ok) {
    services.log(`Sign-in not accepted (${token.reason}): ${token.detail}`);
    return token.reason === 'keysUnavailable'
      ? refuse(503, refusals.unavailable, { ...cors, 'Retry-After': '60' })
      : refuse(401, refusals.signIn, cors);
  }
  const { account } = token;

  // 4. The fields.
  const fieldWords: FieldWords = words.forms[kind].fields;
  const sent = readSentFields(kind, form.fields, (field) => fieldWords[field]?.options?.map((option) => option.value));
  if (!sent.readable) return refuse(400, refusals.unreadable, cors);
  const problems = checkForm(kind, sent.values, words.language.dateOrder);
  if (sent.problems.length > 0 || problems.length > 0) {
    return refuse(400, problemsText(kind, problems, sent.problems, words), cors, problems);
  }

  // 5. The account's limit.
  const key = await accountKey(account);
  const limit = await services.reserve(key);
  if (!limit.allowed) {
    const wait = waitInWords(limit.retryAfterSeconds, words.relay.wait);
    return refuse(429, fillText(refusals[limit.per === 'hour' ? 'hourLimit' : 'dayLimit'], { most: limit.most, wait }), {
      ...cors,
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }

  // 6. The message.
  const reference = newReference();
  // In the office's language, under a line naming the writer's where it reads another.
  const office = officeLanguage(words.locale);
  const composed = composedValues(
    kind,
    sent.values,
    { fields: office.forms[kind].fields, ...office.forms.rideDetails },
    officeWriting(words.locale),
  );
  const payload = payloadOf(kind, composed);
  const target: string = linesGoIn[kind];
  const lines = [
    ...languageLines(words.locale, office.forms.languageLine),
    [office.relay.signedInAs, account.email],
    [office.forms.referenceLine, reference],
  ] as const;
  let delivered: Awaited<ReturnType<typeof sendPaced>>;
  try {
    delivered = await sendPaced(
      {
        service_id: settings.emailjs.serviceId,
        template_id: settings.emailjs.templates[kind],
        user_id: settings.emailjs.publicKey,
        accessToken: settings.emailjs.privateKey,
        template_params: Object.fromEntries(payload.map(([name, value]) => [name, name === target ? withLinesAbove(value, lines) : value])),
      },
      messageWaitMs,
      services,
    );
  } catch (error) {
    // Nothing went out: the account's count is given back before the fault is answered.
    if (limit.at !== undefined) await services.release(key, limit.at);
    throw error;
  }
  if (!delivered.sent) {
    if (limit.at !== undefined) await services.release(key, limit.at);
    services.log(`${reference} not sent: ${delivered.failure}${'text' in delivered ? `, ${delivered.text}` : ''}`);
    switch (delivered.failure) {
      case 'noMoment':
        return refuse(503, fillText(refusals.busy, { wait: waitInWords(delivered.retryAfterSeconds, words.relay.wait) }), {
          ...cors,
          'Retry-After': String(delivered.retryAfterSeconds),
        });
      case 'busy':
      case 'refused':
        return refuse(502, delivered.text === '' ? refusals.unreachable : delivered.text, cors);
      case 'timedOut':
        return refuse(504, refusals.timedOut, cors);
      case 'unreachable':
        return refuse(502, refusals.unreachable, cors);
    }
  }

  const received = receivedLines<typeof kind>(payload, words.forms[kind].fields);
  const phone = (composed as Readonly<Record<FieldName<FormKind>, string>>).phone;
  services.waitUntil(sendReceipt(kind, reference, received, phone, account, words, settings, services));
  return answer(200, { reference, received, copyTo: account.email }, cors);
}
