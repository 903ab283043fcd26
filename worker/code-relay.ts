/**
 * Sign-in by a code sent by email (requirement RELAY-CODE), for visitors without a Google account,
 * when the Worker has both `EMAILJS_CODE_TEMPLATE_ID` and a strong `EMAIL_CODE_SECRET` (settings.ts):
 *
 * - `GET /api/code`: whether it is on (`CodeOffered`), so the page offers it only then;
 * - `POST /api/code`: the name and address, checked as the forms check them, their lengths too
 *   (400); the address in its one normal form (sign-in-code.ts), which the code is mailed to, the
 *   limits are kept under (its mailbox's) and the credential names; the codes sent to the mailbox,
 *   asked for from the network address, and sent by the site, each limited (429 with `Retry-After`,
 *   code-limits.ts); the codes' share of EmailJS's month (503, in the code path's own words); then
 *   a new code, kept as a keyed hash under the mailbox's key and a ticket only the asking browser
 *   gets back. The email carries nothing the requester typed but the address it goes to. The
 *   answer is the same whether or not the address was ever seen: the relay knows no accounts.
 * - `POST /api/code/check`: the name, the address, the code typed and the ticket. Checks are
 *   limited per mailbox and per network address (429). Only the ticket's own code is tried: good for
 *   `codeMinutes` and `codeTries` tries, then gone (400 with the tries left, 410 once gone); without
 *   the ticket there is no code to try, and the answer is 410 whatever the address holds. Once it
 *   checks it is gone too, and the answer is the relay's own credential, which `POST /api/send`
 *   takes as it takes Google's.
 *
 * Refused from another site (403) and in words of the page's language, as `/api/send` is; the log
 * holds no address, name or code.
 */
import { fillText } from '../src/components/words/fill-text';
import { type FieldProblem, checkFields } from '../src/forms/fields/checks';
import { problemWords, withOneLine } from '../src/forms/fields/problem-words';
import { type SentProblem, readSentRows } from '../src/forms/fields/sent-checks';
import { sendable } from '../src/forms/fields/text';
import { codeCheckPath } from '../src/forms/delivery/relay-protocol';
import { codeMinutes, codeOf } from '../src/forms/sign-in/code-limits';
import { codeFieldWords } from '../src/forms/sign-in/code-words';
import { codeSignInFields } from '../src/content/forms/tables';
import type { EmailjsMessage } from './sending/emailjs';
import type { LimitKind, Reservation } from './limits';
import type { MonthAnswer } from './sending/month';
import { type MonthParts, type PacedParts, sendPaced, whyNotSent } from './sending/channels';
import { type RelaySettings, answer, bodyOf, isRecord, messageWaitMs, preflight, siteCors } from './relay';
import {
  type CodeOutcome,
  addressKey,
  codeHash,
  keyedHash,
  mailboxOf,
  networkKey,
  newCode,
  newTicket,
  normalAddress,
  signCodeCredential,
  ticketPattern,
} from './sign-in-code';
import { waitInWords } from './wait-words';
import { type RelayLanguage, relayLanguage } from './words';

/** What the code path needs of the platform besides the relay's own services. */
export interface CodeServices extends PacedParts, Pick<MonthParts, 'reserveSend' | 'releaseSend'> {
  /** Counts one of `kind` under `key` if its limit allows (objects.ts `AccountLimit`). */
  reserveLimit: (kind: LimitKind, key: string) => Promise<Reservation>;
  releaseLimit: (kind: LimitKind, key: string, at: number) => Promise<void>;
  /** Keeps a new code's hash under the address's key and its ticket's hash, beside the address's others (objects.ts `SignInCode`). */
  keepCode: (key: string, ticketHash: string, hash: string) => Promise<void>;
  /** A try of a code's hash under the address's key and a ticket's hash. */
  tryCode: (key: string, ticketHash: string, hash: string) => Promise<CodeOutcome>;
  forgetCode: (key: string, ticketHash: string) => Promise<void>;
}

/** A code request's body: its fields, as the forms' own checks read them, and for a check its ticket. */
interface CodeBody {
  values: Record<'fullName' | 'email' | 'code', string>;
  sent: SentProblem[];
  ticket: string | null;
}

/** The fields of a code request, or null when the body is not one. */
async function codeRequest(request: Request, checking: boolean): Promise<CodeBody | null> {
  const text = await bodyOf(request);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed['fields'])) return null;
  const rows = checking ? [...codeSignInFields.ask, ...codeSignInFields.code] : codeSignInFields.ask;
  const read = readSentRows(rows, parsed['fields']);
  if (!read.readable) return null;
  const { ticket } = parsed;
  const values: Partial<CodeBody['values']> = read.values;
  return {
    values: { fullName: values.fullName ?? '', email: values.email ?? '', code: values.code ?? '' },
    sent: read.problems,
    ticket: typeof ticket === 'string' && ticketPattern.test(ticket) ? ticket : null,
  };
}

/** The words of fields at fault, as the page says them: the contact form's for the name and address, the sign-in's for the code. */
function problemsText(problems: readonly FieldProblem[], sent: readonly SentProblem[], words: RelayLanguage): string {
  const fields = { ...words.forms.contact.fields, code: codeFieldWords(words.forms.signIn.code.field) };
  const label = (field: string) => (fields[field as keyof typeof fields] as { label: string } | undefined)?.label ?? field;
  return [
    ...sent.map(({ field, fault, most }) => fillText(words.relay.refusals[fault], { label: label(field), most: most ?? 0 })),
    ...problems.map((problem) => {
      const own = fields[problem.field as keyof typeof fields] as { label: string } | undefined;
      return problemWords(withOneLine(own ?? { label: problem.field }, words.forms.oneLine), problem);
    }),
  ].join(' ');
}

/** The relay's answer on the code path (`codePath` and `codeCheckPath`). */
export async function codeAnswer(request: Request, settings: RelaySettings | null, services: CodeServices): Promise<Response> {
  const words = relayLanguage(request.headers.get('Content-Language'));
  const { refusals } = words.relay;
  const cors = siteCors(request, settings);
  const codeSignIn = settings?.codeSignIn ?? null;
  // Whether it is on tells nothing of anyone, and a page's own GET carries no Origin to check.
  if (request.method === 'GET' && new URL(request.url).pathname !== codeCheckPath) {
    // Always 200, on or off: a page's console shows no failed request for a setting.
    return answer(200, { on: settings !== null && codeSignIn !== null }, cors ?? {});
  }
  if (cors === null) return answer(403, { error: refusals.otherSite });
  if (request.method === 'OPTIONS') return preflight(cors, 'GET, POST');
  if (request.method !== 'POST') return answer(405, { error: refusals.unreadable }, { ...cors, Allow: 'GET, POST, OPTIONS' });
  if (settings?.codeSecretTooWeak === true) {
    services.log('Sign-in by code is refused: EMAIL_CODE_SECRET is not 256 random bits. Make one with `openssl rand -base64 32`.');
    return answer(503, { error: refusals.unavailable }, { ...cors, 'Retry-After': '3600' });
  }
  if (settings === null || codeSignIn === null) return answer(404, { error: refusals.unavailable }, cors);
  const checking = new URL(request.url).pathname === codeCheckPath;
  const body = await codeRequest(request, checking);
  if (body === null) return answer(400, { error: refusals.unreadable }, cors);
  const rows = checking ? [...codeSignInFields.ask, ...codeSignInFields.code] : codeSignInFields.ask;
  const problems = checkFields(rows, body.values, words.language.dateOrder);
  // One normal form, before anything else reads the address: what passes the check is what is keyed, mailed and vouched for.
  const address = normalAddress(body.values.email);
  if (address === null && !problems.some((problem) => problem.field === 'email')) problems.push({ field: 'email', problem: 'invalid' });
  if (body.sent.length > 0 || problems.length > 0 || address === null) {
    return answer(400, { error: problemsText(problems, body.sent, words), problems }, cors);
  }
  const { secret } = codeSignIn;
  const mailbox = { address, key: await addressKey(secret, mailboxOf(address)) };
  const network = await networkKey(secret, request.headers.get('CF-Connecting-IP') ?? 'unknown');
  return checking
    ? checkCode(body, mailbox, network, secret, words, cors, services)
    : sendCode(mailbox, network, settings, codeSignIn, words, cors, services);
}

/** An address in normal form, and the key of the mailbox it reaches. */
interface Mailbox {
  address: string;
  key: string;
}

/** A refusal of a limit reached, with its words and wait; null where the limit allows, counting one. */
async function limited(
  kind: LimitKind,
  key: string,
  refusal: string,
  words: RelayLanguage,
  cors: Record<string, string>,
  services: CodeServices,
  counted: (() => Promise<void>)[],
): Promise<Response | { earlier: number }> {
  const limit = await services.reserveLimit(kind, key);
  if (limit.allowed) {
    counted.push(() => services.releaseLimit(kind, key, limit.at));
    return { earlier: limit.earlier };
  }
  services.log(`A sign-in code was refused: the ${kind} limit of the ${limit.per} is reached`);
  const wait = waitInWords(limit.retryAfterSeconds, words.relay.wait);
  return answer(
    429,
    { error: fillText(refusal, { wait, phone: words.company.phone.display }) },
    { ...cors, 'Retry-After': String(limit.retryAfterSeconds) },
  );
}

/** Gives back what was counted, newest first. */
async function giveBack(counted: (() => Promise<void>)[]): Promise<void> {
  for (const release of counted.splice(0).reverse()) await release();
}

async function checkCode(
  body: CodeBody,
  mailbox: Mailbox,
  network: string,
  secret: string,
  words: RelayLanguage,
  cors: Record<string, string>,
  services: CodeServices,
): Promise<Response> {
  const { code } = words.relay;
  const counted: (() => Promise<void>)[] = [];
  for (const [kind, key] of [
    ['checkNetwork', network],
    ['checkAddress', mailbox.key],
  ] as const) {
    const refused = await limited(kind, key, code.checkLimit, words, cors, services, counted);
    if (refused instanceof Response) {
      await giveBack(counted);
      return refused;
    }
  }
  // Without the ticket of the browser that asked, there is no code to try: nobody else spends its tries, or learns whether one waits.
  if (body.ticket === null) return answer(410, { error: code.gone }, cors);
  const ticketHash = await keyedHash(secret, `ticket:${body.ticket}`);
  // The fields' check passed it as a code: its digits are there.
  const tried = await services.tryCode(mailbox.key, ticketHash, await codeHash(secret, mailbox.key, codeOf(body.values.code) ?? ''));
  switch (tried.outcome) {
    case 'signedIn': {
      services.log('A sign-in code checked');
      const credential = await signCodeCredential(secret, { email: mailbox.address, name: sendable(body.values.fullName) }, services.now());
      return answer(200, { credential }, cors);
    }
    case 'wrong':
      services.log(`A sign-in code was wrong; ${String(tried.left)} tries left`);
      return tried.left > 0
        ? answer(400, { error: fillText(code.wrong, { left: tried.left }) }, cors)
        : answer(410, { error: code.gone }, cors);
    case 'gone':
      return answer(410, { error: code.gone }, cors);
  }
}

async function sendCode(
  mailbox: Mailbox,
  network: string,
  settings: RelaySettings,
  codeSignIn: NonNullable<RelaySettings['codeSignIn']>,
  words: RelayLanguage,
  cors: Record<string, string>,
  services: CodeServices,
): Promise<Response> {
  const { code: codeWords, refusals } = words.relay;
  const phone = words.company.phone.display;
  const counted: (() => Promise<void>)[] = [];
  try {
    let first = false;
    for (const [kind, key, refusal] of [
      ['codeSite', 'site', codeWords.siteLimit],
      ['codeNetwork', network, codeWords.networkLimit],
      ['codeAddress', mailbox.key, codeWords.addressLimit],
    ] as const) {
      const limit = await limited(kind, key, refusal, words, cors, services, counted);
      if (limit instanceof Response) {
        await giveBack(counted);
        return limit;
      }
      // The mailbox's first code of the day: EmailJS's month lets it go beyond the day's part.
      if (kind === 'codeAddress') first = limit.earlier === 0;
    }

    const plan = settings.monthlySends;
    const month: MonthAnswer = await services.reserveSend({ kind: 'code', first, officeOwnChannel: settings.office !== null }, plan);
    if (!month.allowed) {
      await giveBack(counted);
      services.log(`A sign-in code was refused: the ${month.per}'s part of the codes' share is spent`);
      const wait = waitInWords(month.retryAfterSeconds, words.relay.wait);
      return answer(
        503,
        { error: fillText(codeWords.spent, { phone, wait }) },
        { ...cors, 'Retry-After': String(month.retryAfterSeconds) },
      );
    }
    counted.push(() => services.releaseSend('code', plan));

    const code = newCode();
    const ticket = newTicket();
    const ticketHash = await keyedHash(codeSignIn.secret, `ticket:${ticket}`);
    await services.keepCode(mailbox.key, ticketHash, await codeHash(codeSignIn.secret, mailbox.key, code));
    counted.push(() => services.forgetCode(mailbox.key, ticketHash));
    const message: EmailjsMessage = {
      service_id: settings.emailjs.serviceId,
      template_id: codeSignIn.templateId,
      user_id: settings.emailjs.publicKey,
      accessToken: settings.emailjs.privateKey,
      template_params: {
        to_email: mailbox.address,
        // An address that has not proven itself yet is greeted by itself: nothing a stranger typed goes out under the company's name.
        to_name: mailbox.address,
        subject: fillText(codeWords.subject, { code }),
        intro: fillText(codeWords.intro, { minutes: codeMinutes }),
        code,
        minutes: String(codeMinutes),
        company_name: words.company.name,
        company_phone: phone,
      },
    };
    const sent = await sendPaced(message, 'inLine', messageWaitMs, services);
    if (sent.sent) {
      services.log('A sign-in code was sent');
      return answer(200, { minutes: codeMinutes, ticket }, cors);
    }
    services.log(`A sign-in code was not sent: ${whyNotSent(sent)}`);
    // It went out and no answer came: the code may well arrive, so it stays, and so does its count;
    // the page says to ask for a new one if it does not.
    if (sent.failure === 'timedOut') return answer(200, { minutes: codeMinutes, ticket }, cors);
    await giveBack(counted);
    switch (sent.failure) {
      case 'noMoment':
        return answer(
          503,
          { error: fillText(refusals.busy, { wait: waitInWords(sent.retryAfterSeconds, words.relay.wait) }) },
          { ...cors, 'Retry-After': String(sent.retryAfterSeconds) },
        );
      case 'busy':
      case 'refused':
        return answer(502, { error: refusals.refused }, cors);
      case 'unreachable':
        return answer(502, { error: refusals.unreachable }, cors);
    }
  } catch (error) {
    await giveBack(counted);
    throw error;
  }
}
