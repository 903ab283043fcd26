/**
 * The forms' relay, `POST /api/send` (src/forms/delivery/relay-protocol.ts): the one way a
 * message reaches the office when the site is built with PUBLIC_FORMS_RELAY. Its steps, in order,
 * each a function below that refuses with words in the form's language (its `Content-Language`)
 * or passes on:
 *
 * 1. `onlyTheSitesPages`: only this site's pages may post (403, requirement RELAY-ORIGIN);
 * 2. `aFormOfAFormsSize`: at most `largestBodyBytes` (413), and readable as a form (400);
 * 3. `theSignIn`: Google's, or the relay's own from a code by email (code-relay.ts); 401 when it
 *    has run out, so the visitor signs in again; 403 for one that can never pass, in words of why;
 *    503 while Google's keys cannot be had (RELAY-TOKEN, RELAY-CODE);
 * 4. `theFields`: by the same tables and checks as the page (400, RELAY-FIELDS);
 * 5. `onceEach`: a repeat of the page's key for its message (a double press, a retry after no
 *    answer) is answered as the first was, and sends nothing (RELAY-ONCE);
 * 6. `theAccountsLimit`: of the hour, the day and 30 days (429 with `Retry-After`, RELAY-LIMIT);
 * 7. `theOutbox`: the office's copy, written once (sending/office-letter.ts), handed to the outbox
 *    (sending/outbox.ts), which tries its channel at once and keeps it where the channel cannot
 *    take it now: 200 once it went, 202 once kept, with when the office sees it at the latest; 504
 *    where it went out and no answer came, with its reference, to call before sending again; 429
 *    or 503 where the outbox is full or EmailJS's month cannot carry it (RELAY-OUTBOX, RELAY-MONTH);
 * 8. `theReceipt`: after the answer, to the signed-in address, where EmailJS's month allows one
 *    (RELAY-RECEIPT); one that is not sent is logged with its reference, never the visitor's problem.
 *
 * The log holds no word a visitor typed (RELAY-LOG). Plain web standards: the platform's parts
 * come in as `RelayServices`. A new step goes where its checks must come: a refusal that should
 * cost the account nothing comes before step 6.
 */
import { fillText } from '../src/components/words/fill-text';
import { type FieldProblem, checkForm, formMessagesFor } from '../src/forms/fields/checks';
import { datePartsOf, isoDate, readDate } from '../src/forms/fields/date-time';
import { type ReceivedLine, receivedLines, receivedText } from '../src/forms/delivery/received';
import { newReference } from '../src/forms/delivery/reference';
import {
  type CodeChecked,
  type CodeOffered,
  type CodeSent,
  type RelayRefusal,
  type RelayRequest,
  type RelaySent,
  sendKeyPattern,
} from '../src/forms/delivery/relay-protocol';
import { problemWords, type ProblemFieldWords, withOneLine } from '../src/forms/fields/problem-words';
import { type SentProblem, readSentFields } from '../src/forms/fields/sent-checks';
import { type FieldName, type FormKind, type FormValues, formKinds } from '../src/content/forms/tables';
import { type EmailjsAccount, type MonthParts, type PacedParts, forTheLog, sendPaced, whyNotSent } from './sending/channels';
import type { TokenCheck, VerifiedAccount } from './google-token';
import type { Reservation } from './limits';
import { companyDay, officePayload, writeOfficeLetter, writtenMoment } from './sending/office-letter';
import type { Handed, Handover } from './sending/outbox';
import { sha256Hex } from './sign-in-code';
import { waitInWords } from './wait-words';
import { type RelayLanguage, relayLanguage } from './words';

/** The relay's settings, from the Worker's variables and its secrets (settings.ts). */
export interface RelaySettings {
  googleClientId: string;
  emailjs: EmailjsAccount;
  /** Origins besides the Worker's own whose pages may post: the site's, where the Worker runs on another address. */
  siteOrigins: readonly string[];
  /** The EmailJS plan's sends a month (sending/month.ts). */
  monthlySends: number;
  /** Cloudflare's email for the office's copies (its addresses); null where EmailJS carries them. */
  office: { from: string; to: string } | null;
  /** Sign-in by a code sent by email (code-relay.ts): its template and secret; null while either is not set, or the secret is too weak. */
  codeSignIn: { templateId: string; secret: string } | null;
  /** Both are set, but the secret is not 256 random bits: the code path is refused, and says so. */
  codeSecretTooWeak: boolean;
}

/** What the relay needs of the platform and the outside world. */
export interface RelayServices extends PacedParts, Pick<MonthParts, 'reserveSend' | 'releaseSend'> {
  verifyToken: (credential: string) => Promise<TokenCheck>;
  /** The account's limit, kept by a hash of its id (objects.ts `AccountLimit`). */
  reserve: (accountKey: string) => Promise<Reservation>;
  /** Gives back a reservation whose message was not taken. */
  release: (accountKey: string, at: number) => Promise<void>;
  /** How the outbox answered the message of `id`, for a repeat of its key (objects.ts `Outbox`); one on its way, within `waitMs`. */
  answerFor: (id: string, waitMs: number) => Promise<Handed | undefined>;
  /** Hands the office's copy to the outbox, which tries it at once. */
  handOver: (handover: Handover, waitMs: number) => Promise<Handed>;
  /** Keeps work going after the answer (the receipt). */
  waitUntil: (work: Promise<unknown>) => void;
}

/** A form's body is a few kilobytes at most; far beyond that is not a form. */
export const largestBodyBytes = 64 * 1024;

/** How long a message may wait for its first try, at EmailJS's pace or behind others: then it is kept. */
export const messageWaitMs = 8000;

/**
 * How long a receipt may wait for a moment no message wants, after the answer: with EmailJS's own
 * 10 s to answer, within the 30 s the platform keeps a request's work going after its answer.
 */
const receiptWaitMs = 15_000;

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

/** What every step after the first knows: the settings, the page's words, and the headers every answer carries. */
interface Site {
  settings: RelaySettings;
  words: RelayLanguage;
  cors: Record<string, string>;
  /** The page's host name, as the visitor reached it. */
  host: string;
}

/** A step's outcome: what it passes on, or the answer that ends the request. */
type Step<Passed> = Passed | Response;

async function relayAnswer(request: Request, settings: RelaySettings | null, services: RelayServices): Promise<Response> {
  const words = relayLanguage(request.headers.get('Content-Language'));
  const site = onlyTheSitesPages(request, settings, words);
  if (site instanceof Response) return site;
  const form = await aFormOfAFormsSize(request, site);
  if (form instanceof Response) return form;
  const account = await theSignIn(form, site, services);
  if (account instanceof Response) return account;
  const values = theFields(form, site, services.now());
  if (values instanceof Response) return values;
  const message = { ...form, values, account, accountKey: await accountKey(account) };
  const repeat = await onceEach(message, site, services);
  if (repeat instanceof Response) return repeat;
  const counted = await theAccountsLimit(message, site, services);
  if (counted instanceof Response) return counted;
  return theOutbox({ ...message, id: repeat.id, counted }, site, services);
}

/** 1. Only the site's own pages post, by POST, to a relay that has its settings. */
function onlyTheSitesPages(request: Request, settings: RelaySettings | null, words: RelayLanguage): Step<Site> {
  const { refusals } = words.relay;
  const cors = siteCors(request, settings);
  if (cors === null) return answer(403, { error: refusals.otherSite });
  if (request.method === 'OPTIONS') return preflight(cors, 'POST');
  if (request.method !== 'POST') return answer(405, { error: refusals.unreadable }, { ...cors, Allow: 'POST, OPTIONS' });
  if (settings === null) return answer(503, { error: refusals.unavailable }, cors);
  const origin = request.headers.get('Origin');
  return { settings, words, cors, host: new URL(origin ?? request.url).hostname };
}

/** 2. A form, of a form's size: a known form, a credential, fields as an object, and the page's key if it sent one. */
async function aFormOfAFormsSize(request: Request, { words, cors }: Site): Promise<Step<RelayRequest>> {
  const text = await bodyOf(request);
  if (text === null) return answer(413, { error: words.relay.refusals.tooLarge }, cors);
  const unreadable = answer(400, { error: words.relay.refusals.unreadable }, cors);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return unreadable;
  }
  if (!isRecord(parsed) || !isRecord(parsed['fields']) || typeof parsed['credential'] !== 'string') return unreadable;
  const { form, key } = parsed;
  if (!formKinds.some((kind) => kind === form)) return unreadable;
  if (key !== undefined && (typeof key !== 'string' || !sendKeyPattern.test(key))) return unreadable;
  return {
    form: form as FormKind,
    credential: parsed['credential'],
    fields: parsed['fields'] as Record<string, string>,
    ...(key === undefined ? {} : { key }),
  };
}

/** 3. The sign-in, checked: Google's, or the relay's own from a code. */
async function theSignIn(form: RelayRequest, { words, cors }: Site, services: RelayServices): Promise<Step<VerifiedAccount>> {
  const { refusals } = words.relay;
  const token = await services.verifyToken(form.credential);
  if (token.ok) return token.account;
  services.log(`Sign-in not accepted (${token.reason}): ${forTheLog(token.detail)}`);
  const phone = words.company.phone.display;
  switch (token.reason) {
    case 'keysUnavailable':
      return answer(503, { error: refusals.unavailable }, { ...cors, 'Retry-After': '60' });
    case 'expired':
      return answer(401, { error: refusals.signIn }, cors);
    case 'codeLapsed':
      return answer(401, { error: refusals.codeLapsed }, cors);
    case 'unverified':
      return answer(403, { error: fillText(refusals.unverified, { phone }) }, cors);
    case 'refused':
      return answer(403, { error: fillText(refusals.account, { phone }) }, cors);
  }
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

/** 4. The fields, by the form's table and the page's own checks; "today" is the relay's clock's, where the rides are. */
function theFields({ form: kind, fields }: RelayRequest, { words, cors }: Site, now: number): Step<FormValues<FormKind>> {
  const fieldWords: FieldWords = words.forms[kind].fields;
  const sent = readSentFields(kind, fields, (field) => fieldWords[field]?.options?.map((option) => option.value));
  if (!sent.readable) return answer(400, { error: words.relay.refusals.unreadable }, cors);
  const problems = checkForm(kind, sent.values, words.language.dateOrder, companyDay(now));
  if (sent.problems.length > 0 || problems.length > 0)
    return answer(400, { error: problemsText(kind, problems, sent.problems, words), problems }, cors);
  return sent.values;
}

/** A hash of the account's id (never its email): what its limit is kept under. */
function accountKey(account: VerifiedAccount): Promise<string> {
  return sha256Hex(`${account.provider}:${account.id}`);
}

/** A checked message, on its way through the steps. */
interface CheckedMessage extends RelayRequest {
  values: FormValues<FormKind>;
  account: VerifiedAccount;
  accountKey: string;
}

/** What the page is told of what was received: each field as the office has it, labelled in the page's words. */
function receivedOf({ form: kind, values }: CheckedMessage, { words }: Site): ReceivedLine[] {
  return receivedLines(officePayload(kind, values, words.locale), words.forms[kind].fields);
}

/** 5. Once each: the page's key names its message; a repeat is answered as the first was, counting nothing and sending nothing. */
async function onceEach(message: CheckedMessage, site: Site, services: RelayServices): Promise<Step<{ id: string }>> {
  // A page without a key (one from before keys) gets one of the relay's: its message is never a repeat.
  const id = await sha256Hex(`${message.accountKey}:${message.key ?? crypto.randomUUID()}`);
  const earlier = message.key === undefined ? undefined : await services.answerFor(id, messageWaitMs);
  if (earlier === undefined) return { id };
  services.log(`A repeat of ${'reference' in earlier ? earlier.reference : 'a message'} was answered as the first`);
  return outboxAnswer(earlier, message, site, null);
}

/** What the account's limit counted for a message: given back if the message is not taken. */
interface Counted {
  /** The account's first message in 30 days: EmailJS's month lets it go beyond the day's part. */
  first: boolean;
  giveBack: () => Promise<void>;
}

/** 6. The account's limit: of the hour, the day and 30 days. */
async function theAccountsLimit(message: CheckedMessage, { words, cors }: Site, services: RelayServices): Promise<Step<Counted>> {
  const limit = await services.reserve(message.accountKey);
  if (!limit.allowed) {
    const wait = waitInWords(limit.retryAfterSeconds, words.relay.wait);
    return answer(
      429,
      { error: fillText(words.relay.refusals[`${limit.per}Limit`], { most: limit.most, wait }) },
      { ...cors, 'Retry-After': String(limit.retryAfterSeconds) },
    );
  }
  return { first: limit.earlier === 0, giveBack: () => services.release(message.accountKey, limit.at) };
}

/** The pickup date a ride request names, as an ISO date; undefined for none. */
function pickupDateOf({ form: kind, values }: CheckedMessage, { words }: Site): string | undefined {
  if (kind !== 'contact') return undefined;
  const reading = readDate(datePartsOf((values as FormValues<'contact'>).pickupDate), words.language.dateOrder);
  return reading.ok && reading.date !== null ? isoDate(reading.date) : undefined;
}

/**
 * A kept message's words for the page, the printed page and the receipt: received, when the office
 * sees it at the latest, and for a ride before then, the phone number.
 */
function lateWords(officeBy: number, message: CheckedMessage, site: Site): string {
  const { words } = site;
  const when = writtenMoment(officeBy, words.language);
  const pickup = pickupDateOf(message, site);
  return [
    fillText(words.relay.late.kept, { when }),
    ...(pickup !== undefined && pickup <= companyDay(officeBy)
      ? [fillText(words.relay.late.call, { phone: words.company.phone.display })]
      : []),
  ].join(' ');
}

/** The page's answer to what the outbox said; `receipt`, the address a receipt goes to, or null. */
function outboxAnswer(handed: Handed, message: CheckedMessage, site: Site, receipt: string | null): Response {
  const { words, cors } = site;
  const { refusals } = words.relay;
  const phone = words.company.phone.display;
  switch (handed.outcome) {
    case 'delivered':
      return answer(200, { reference: handed.reference, received: receivedOf(message, site), copyTo: receipt, late: null }, cors);
    case 'waiting':
      return answer(
        202,
        {
          reference: handed.reference,
          received: receivedOf(message, site),
          copyTo: receipt,
          late: lateWords(handed.officeBy, message, site),
        },
        cors,
      );
    case 'unsure':
      return answer(504, { error: fillText(refusals.timedOut, { reference: handed.reference }), reference: handed.reference }, cors);
    case 'full':
    case 'spent': {
      const wait = waitInWords(handed.retryAfterSeconds, words.relay.wait);
      const accountFull = handed.outcome === 'full' && handed.per === 'account';
      return answer(
        accountFull ? 429 : 503,
        { error: accountFull ? fillText(refusals.outboxFull, { wait }) : fillText(refusals.spent, { phone, wait }) },
        { ...cors, 'Retry-After': String(handed.retryAfterSeconds) },
      );
    }
  }
}

/** 7. The outbox: the office's copy, written once, handed over and tried at once; the answer, and the receipt after it. */
async function theOutbox(
  message: CheckedMessage & { id: string; counted: Counted },
  site: Site,
  services: RelayServices,
): Promise<Response> {
  const { settings } = site;
  const plan = settings.monthlySends;
  const receipt = await services.reserveSend(
    { kind: 'receipt', first: message.counted.first, officeOwnChannel: settings.office !== null },
    plan,
  );
  let handed: Handed;
  try {
    const letter = writeOfficeLetter({
      kind: message.form,
      values: message.values,
      locale: site.words.locale,
      reference: newReference(),
      signedIn: message.account.email,
      host: site.host,
      now: services.now(),
    });
    handed = await services.handOver(
      { id: message.id, accountKey: message.accountKey, first: message.counted.first, letter, receivedAt: services.now() },
      messageWaitMs,
    );
  } catch (error) {
    // The platform failed on the way, nothing was kept: what was counted is given back first.
    if (receipt.allowed) await services.releaseSend('receipt', plan);
    await message.counted.giveBack();
    throw error;
  }
  if (handed.outcome !== 'delivered' && handed.outcome !== 'waiting') {
    if (receipt.allowed) await services.releaseSend('receipt', plan);
    // One that may have gone out stays counted against the account; one refused counts for nothing.
    if (handed.outcome !== 'unsure') await message.counted.giveBack();
    services.log(`A message was not taken: ${handed.outcome}`);
    return outboxAnswer(handed, message, site, null);
  }
  if (receipt.allowed) services.waitUntil(theReceipt(handed, message, site, services));
  return outboxAnswer(handed, message, site, receipt.allowed ? message.account.email : null);
}

/**
 * 8. The visitor's copy, after the answer: what was received, with the reference and what happens
 * next (and when the office sees it, for one kept). Whatever keeps it from going (EmailJS, the
 * platform) is logged with its reference, and a send that surely did not go out is given back.
 */
async function theReceipt(
  handed: Extract<Handed, { outcome: 'delivered' | 'waiting' }>,
  message: CheckedMessage,
  site: Site,
  services: RelayServices,
): Promise<void> {
  const { relay, forms, company } = site.words;
  const { reference } = handed;
  const { emailjs, monthlySends } = site.settings;
  const phone = (message.values as Readonly<Record<FieldName<FormKind>, string>>).phone.trim();
  const next = fillText(forms.confirmation.next[message.form], { phone });
  try {
    const sent = await sendPaced(
      {
        service_id: emailjs.serviceId,
        template_id: emailjs.templates.receipt,
        user_id: emailjs.publicKey,
        accessToken: emailjs.privateKey,
        template_params: {
          to_email: message.account.email,
          to_name: message.account.name,
          subject: fillText(relay.receipt.subject, { reference }),
          intro: relay.receipt.intro,
          reference,
          received: receivedText(receivedOf(message, site)),
          next_steps: handed.outcome === 'waiting' ? `${lateWords(handed.officeBy, message, site)} ${next}` : next,
          company_name: company.name,
          company_phone: company.phone.display,
        },
      },
      'whenFree',
      receiptWaitMs,
      services,
    );
    if (sent.sent) return;
    services.log(`The receipt of ${reference} was not sent: ${whyNotSent(sent)}`);
    if (sent.failure !== 'timedOut') await services.releaseSend('receipt', monthlySends);
  } catch (error) {
    services.log(`The receipt of ${reference} was not sent: ${error instanceof Error ? error.message : String(error)}`);
  }
}
