/**
 * The forms' relay, `POST /api/send` (src/forms/delivery/relay-protocol.ts): the one way a
 * message reaches EmailJS when the site is built with PUBLIC_FORMS_RELAY. In order, each step
 * refusing with words in the form's language (its `Content-Language`) and sending nothing:
 *
 * 1. only this site's pages may post (403, requirement RELAY-ORIGIN);
 * 2. at most `largestBodyBytes` (413), and readable as a form (400);
 * 3. the sign-in, checked: Google's, or the relay's own from a code by email (code-relay.ts);
 *    401 when it has run out, so the visitor signs in again; 403 for one that can never pass, to
 *    use another account or call; 503 while Google's keys cannot be had (RELAY-TOKEN, RELAY-CODE);
 * 4. the fields, by the same tables and checks as the page (400, RELAY-FIELDS);
 * 5. the account's limit, of the hour, the day and 30 days (429 with `Retry-After`, RELAY-LIMIT);
 * 6. the site's sending for the month (month.ts: 503 with the phone number and `Retry-After`, RELAY-MONTH);
 * 7. a moment to send at EmailJS's pace, then the message with the private key, the signed-in
 *    address and the reference at its top (503 with `Retry-After` when no moment comes in time,
 *    502 with the relay's own words when EmailJS refuses, RELAY-SEND). A message not sent counts
 *    against nothing; one that went out and had no answer may have been sent: 504 with its
 *    reference, to call before sending it again, and it stays counted.
 *
 * Then 200 with the reference and what was received, and the receipt goes to the signed-in
 * address after the answer, when the month allows one (RELAY-RECEIPT); a receipt that is not sent
 * is logged with its reference, never the visitor's problem. The log holds no word a visitor typed
 * (RELAY-LOG). Plain web standards: the platform's parts come in as `RelayServices`.
 */
import { fillText } from '../src/components/words/fill-text';
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
import type { CodeChecked, CodeOffered, CodeSent, RelayRefusal, RelayRequest, RelaySent } from '../src/forms/delivery/relay-protocol';
import { problemWords, type ProblemFieldWords, withOneLine } from '../src/forms/fields/problem-words';
import { type SentProblem, readSentFields } from '../src/forms/fields/sent-checks';
import { type FieldName, type FormKind, formKinds } from '../src/content/forms/tables';
import type { EmailjsAnswer, EmailjsMessage } from './emailjs';
import type { TokenCheck, VerifiedAccount } from './google-token';
import type { LimitAnswer } from './limits';
import type { MonthAnswer, SendKind } from './month';
import { type SlotAnswer, sendingGapMs } from './pace';
import { sha256Hex } from './sign-in-code';
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
  /** The EmailJS plan's sends a month (month.ts). */
  monthlySends: number;
  /** Sign-in by a code sent by email (code-relay.ts): its template and secret; null while either is not set. */
  codeSignIn: { templateId: string; secret: string } | null;
}

/** What the relay needs of the platform and the outside world. */
export interface RelayServices {
  verifyToken: (credential: string) => Promise<TokenCheck>;
  /** The account's limit, kept by a hash of its id (objects.ts `AccountLimit`). */
  reserve: (accountKey: string) => Promise<LimitAnswer & { at?: number }>;
  /** Gives back a reservation whose message was not sent. */
  release: (accountKey: string, at: number) => Promise<void>;
  /** Counts a send of the site's month, if it allows one (objects.ts `MonthlySending`). */
  reserveSend: (kind: SendKind, plan: number) => Promise<MonthAnswer>;
  /** Gives back a counted send that did not go out. */
  releaseSend: (plan: number) => Promise<void>;
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

/** How long a message may wait for its moment to send. */
export const messageWaitMs = 8000;

/**
 * How long a receipt may wait for a moment no message wants, after the answer: with EmailJS's own
 * 10 s to answer, within the 30 s the platform keeps a request's work going after its answer.
 */
const receiptWaitMs = 15_000;

/** How many times one email is tried while EmailJS says it is busy, however slowly it says so. */
export const mostTries = 3;

const jsonHeaders = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function answer(
  status: number,
  body: RelaySent | RelayRefusal | CodeOffered | CodeSent | CodeChecked,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...jsonHeaders, ...headers } });
}

/** Reads the body, refusing (null) one over the largest a form makes. */
export async function bodyOf(request: Request): Promise<string | null> {
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

export function isRecord(value: unknown): value is Record<string, unknown> {
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
function accountKey(account: VerifiedAccount): Promise<string> {
  return sha256Hex(`${account.provider}:${account.id}`);
}

type FieldWords = Readonly<Partial<Record<string, ProblemFieldWords>>>;

/** The words of a refused form: the required Spanish messages that apply, then each problem as the page words it. */
function problemsText(kind: FormKind, problems: readonly FieldProblem[], sent: readonly SentProblem[], words: RelayLanguage): string {
  const fields: FieldWords = words.forms[kind].fields;
  const label = (field: string) => fields[field]?.label ?? field;
  return [
    ...formMessagesFor(kind, problems).map((key) => words.messages[key]),
    ...sent.map(({ field, fault, most }) => fillText(words.relay.refusals[fault], { label: label(field), most: most ?? 0 })),
    ...problems.map((problem) => {
      const said = problemWords(withOneLine(fields[problem.field] ?? { label: problem.field }, words.forms.oneLine), problem);
      // The field is named once: its words may name it already.
      return said.includes(label(problem.field)) ? said : `${label(problem.field)}: ${said}`;
    }),
  ].join(' ');
}

/** An email that found no moment to send in its wait, or tried as often as it may. */
interface NotSent {
  sent: false;
  failure: 'noMoment';
  retryAfterSeconds: number;
}

/**
 * Sends at EmailJS's pace, within `maxWaitMs`: no send starts after that, and an email is tried
 * at most `mostTries` times while EmailJS says it is busy. A message waits in line for its moment;
 * a receipt takes only a moment free now, asking again a moment later, so it never takes one a
 * message would have had.
 */
export async function sendPaced(
  message: EmailjsMessage,
  kind: SendKind,
  maxWaitMs: number,
  services: Pick<RelayServices, 'slot' | 'sleep' | 'sendEmail' | 'now' | 'log'>,
): Promise<EmailjsAnswer | NotSent> {
  const deadline = services.now() + maxWaitMs;
  let answer: EmailjsAnswer | NotSent = { sent: false, failure: 'noMoment', retryAfterSeconds: Math.ceil(sendingGapMs / 1000) };
  for (let tries = 0; tries < mostTries;) {
    const left = deadline - services.now();
    if (left < 0) return answer;
    const slot = await services.slot(kind === 'message' ? left : 0);
    if (!slot.granted) {
      answer = { sent: false, failure: 'noMoment', retryAfterSeconds: slot.retryAfterSeconds };
      if (kind === 'message') return answer;
      await services.sleep(Math.min(sendingGapMs, left + 1));
      continue;
    }
    const wait = slot.at - services.now();
    if (wait > 0) await services.sleep(wait);
    tries += 1;
    answer = await services.sendEmail(message);
    if (answer.sent || answer.failure !== 'busy') return answer;
    services.log(`EmailJS was busy (429) at the moment given; try ${String(tries)} of ${String(mostTries)}`);
  }
  return answer;
}

/** EmailJS's words for the log: without an address anyone typed, and on one line. */
function forTheLog(text: string): string {
  return text
    .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+/g, '[address]')
    .replace(/\s+/g, ' ')
    .slice(0, 200);
}

/** Why an email was not sent, for the log. */
export function whyNotSent(answer: Exclude<EmailjsAnswer | NotSent, { sent: true }>): string {
  const status = 'status' in answer ? ` ${String(answer.status)}` : '';
  const text = 'text' in answer && answer.text !== '' ? `: ${forTheLog(answer.text)}` : '';
  return `${answer.failure}${status}${text}`;
}

/**
 * The visitor's copy, after the answer: what was received, with the reference and what happens
 * next. Whatever keeps it from going (EmailJS, the platform) is logged with its reference, and a
 * send that surely did not go out is given back to the month.
 */
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
  try {
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
      'receipt',
      receiptWaitMs,
      services,
    );
    if (sent.sent) return;
    services.log(`The receipt of ${reference} was not sent: ${whyNotSent(sent)}`);
    if (sent.failure !== 'timedOut') await services.releaseSend(settings.monthlySends);
  } catch (error) {
    services.log(`The receipt of ${reference} was not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The headers that let the site's page read the answer: none for the relay's own origin, the
 * origin itself for another of the site's (`siteOrigins`); null when the request comes from no
 * page of the site.
 */
export function siteCors(request: Request, settings: RelaySettings | null): Record<string, string> | null {
  const origin = request.headers.get('Origin');
  const own = new URL(request.url).origin;
  if (origin === own) return {};
  return origin !== null && (settings?.siteOrigins ?? []).includes(origin)
    ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' }
    : null;
}

/** The answer to a page of another of the site's origins asking before it posts (CORS). */
export function preflight(cors: Record<string, string>, methods: string): Response {
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      'Access-Control-Allow-Methods': methods,
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    },
  });
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
  if (request.method === 'OPTIONS') return preflight(cors, 'POST');
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
    services.log(`Sign-in not accepted (${token.reason}): ${forTheLog(token.detail)}`);
    switch (token.reason) {
      case 'keysUnavailable':
        return refuse(503, refusals.unavailable, { ...cors, 'Retry-After': '60' });
      case 'expired':
        return refuse(401, refusals.signIn, cors);
      case 'refused':
        return refuse(403, fillText(refusals.account, { phone: words.company.phone.display }), cors);
    }
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
    return refuse(429, fillText(refusals[`${limit.per}Limit`], { most: limit.most, wait }), {
      ...cors,
      'Retry-After': String(limit.retryAfterSeconds),
    });
  }
  // What is given back if the message does not go out, newest first.
  const counted: (() => Promise<void>)[] = [];
  if (limit.at !== undefined) {
    const at = limit.at;
    counted.push(() => services.release(key, at));
  }
  const giveBack = async () => {
    for (const release of counted.splice(0).reverse()) await release();
  };

  try {
    // 6. The site's sending for the month: the message's, and a receipt's where the month allows one.
    const plan = settings.monthlySends;
    const month = await services.reserveSend('message', plan);
    if (!month.allowed) {
      await giveBack();
      services.log(`A message was refused: the ${month.per}'s sending is spent`);
      const wait = waitInWords(month.retryAfterSeconds, words.relay.wait);
      return refuse(503, fillText(refusals.spent, { phone: words.company.phone.display, wait }), {
        ...cors,
        'Retry-After': String(month.retryAfterSeconds),
      });
    }
    counted.push(() => services.releaseSend(plan));
    const receipt = (await services.reserveSend('receipt', plan)).allowed;
    const releaseReceipt = () => services.releaseSend(plan);
    if (receipt) counted.push(releaseReceipt);

    // 7. The message.
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
    const typedEmail = (composed as Readonly<Record<FieldName<FormKind>, string>>).email;
    const lines = [
      ...(month.notice === undefined
        ? []
        : [[office.relay.sendingLeft, `${String(month.notice.left)} / ${String(month.notice.plan)}`] as const]),
      ...languageLines(words.locale, office.forms.languageLine),
      [office.relay.signedInAs, account.email],
      ...(sameAddress(typedEmail, account.email) ? [] : [[office.relay.typedEmail, typedEmail] as const]),
      [office.forms.referenceLine, reference],
    ] as const;
    const delivered = await sendPaced(
      {
        service_id: settings.emailjs.serviceId,
        template_id: settings.emailjs.templates[kind],
        user_id: settings.emailjs.publicKey,
        accessToken: settings.emailjs.privateKey,
        template_params: {
          ...Object.fromEntries(payload.map(([name, value]) => [name, name === target ? withLinesAbove(value, lines) : value])),
          // The office's reply goes to the address Google vouched for, not one typed on the form.
          reply_to: account.email,
        },
      },
      'message',
      messageWaitMs,
      services,
    );
    if (!delivered.sent) {
      services.log(`${reference} not sent: ${whyNotSent(delivered)}`);
      if (delivered.failure === 'timedOut') {
        // It went out and no answer came: it may have been sent, so it stays counted; no receipt follows.
        if (receipt) await releaseReceipt();
        return refuse(504, fillText(refusals.timedOut, { reference }), cors);
      }
      await giveBack();
      switch (delivered.failure) {
        case 'noMoment':
          return refuse(503, fillText(refusals.busy, { wait: waitInWords(delivered.retryAfterSeconds, words.relay.wait) }), {
            ...cors,
            'Retry-After': String(delivered.retryAfterSeconds),
          });
        case 'busy':
        case 'refused':
          return refuse(502, refusals.refused, cors);
        case 'unreachable':
          return refuse(502, refusals.unreachable, cors);
      }
    }

    const received = receivedLines<typeof kind>(payload, words.forms[kind].fields);
    const phone = (composed as Readonly<Record<FieldName<FormKind>, string>>).phone;
    if (receipt) services.waitUntil(sendReceipt(kind, reference, received, phone, account, words, settings, services));
    return answer(200, { reference, received, copyTo: receipt ? account.email : null }, cors);
  } catch (error) {
    // The platform failed on the way, nothing went out: what was counted is given back first.
    await giveBack();
    throw error;
  }
}

/** Whether an address typed on the form is the signed-in one, as a mailbox reads it (case aside). */
function sameAddress(typed: string, signedIn: string): boolean {
  return typed.trim().toLowerCase() === signedIn.trim().toLowerCase();
}
