/**
 * Sign-in by a code sent by email (requirement RELAY-CODE), for visitors without a Google account,
 * when the Worker has both `EMAILJS_CODE_TEMPLATE_ID` and `EMAIL_CODE_SECRET` (settings.ts):
 *
 * - `GET /api/code`: whether it is on (`CodeOffered`), so the page offers it only then;
 * - `POST /api/code`: the name and address, checked as the forms check them (400); the codes sent
 *   to the address, asked for from the network address, and sent by the site, each limited (429
 *   with `Retry-After`, code-limits.ts); the month's sending (503, as for a message); then a new
 *   code, kept as a keyed hash under a hash of the address, emailed with its own template. The
 *   answer is the same whether or not the address was ever seen: the relay knows no accounts.
 * - `POST /api/code/check`: the name, the address and the code typed. The code is good for
 *   `codeMinutes` and `codeTries` tries, then gone (400 with the tries left, 410 once gone); once
 *   it checks it is gone too, and the answer is the relay's own credential (sign-in-code.ts), which
 *   `POST /api/send` takes as it takes Google's.
 *
 * Refused from another site (403) and in words of the page's language, as `/api/send` is; the log
 * holds no address, name or code.
 */
import { fillText } from '../src/components/words/fill-text';
import { type FieldProblem, checkFields } from '../src/forms/fields/checks';
import { problemWords, withOneLine } from '../src/forms/fields/problem-words';
import { type CodeRequest, codeCheckPath } from '../src/forms/delivery/relay-protocol';
import { codeMinutes, codeOf } from '../src/forms/sign-in/code-limits';
import { codeFieldWords } from '../src/forms/sign-in/code-words';
import { codeSignInFields } from '../src/content/forms/tables';
import type { EmailjsMessage } from './sending/emailjs';
import type { LimitKind, Reservation } from './limits';
import type { MonthAnswer } from './sending/month';
import { type MonthParts, type PacedParts, sendPaced, whyNotSent } from './sending/channels';
import { type RelaySettings, answer, bodyOf, isRecord, messageWaitMs, preflight, siteCors } from './relay';
import { type CodeOutcome, addressKey, codeHash, newCode, sha256Hex, signCodeCredential } from './sign-in-code';
import { waitInWords } from './wait-words';
import { type RelayLanguage, relayLanguage } from './words';

/** What the code path needs of the platform besides the relay's own services. */
export interface CodeServices extends PacedParts, Pick<MonthParts, 'reserveSend' | 'releaseSend'> {
  /** Counts one of `kind` under `key` if its limit allows (objects.ts `AccountLimit`). */
  reserveLimit: (kind: LimitKind, key: string) => Promise<Reservation>;
  releaseLimit: (kind: LimitKind, key: string, at: number) => Promise<void>;
  /** Keeps a new code's hash under the address's key, in place of any earlier one (objects.ts `SignInCode`). */
  keepCode: (key: string, hash: string) => Promise<void>;
  /** A try of a code's hash under the address's key. */
  tryCode: (key: string, hash: string) => Promise<CodeOutcome>;
  forgetCode: (key: string) => Promise<void>;
}

/** A hash of the network address the request came from (Cloudflare's `CF-Connecting-IP`), never the address. */
function networkKey(request: Request): Promise<string> {
  return sha256Hex(`network:${request.headers.get('CF-Connecting-IP') ?? 'unknown'}`);
}

/** The fields of a code request, or null when the body is not one. */
async function codeRequest(request: Request): Promise<CodeRequest | null> {
  const text = await bodyOf(request);
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !isRecord(parsed['fields'])) return null;
    const fields = Object.fromEntries(
      Object.entries(parsed['fields']).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return { fields };
  } catch {
    return null;
  }
}

/** The words of fields at fault, as the page says them: the contact form's for the name and address, the sign-in's for the code. */
function problemsText(problems: readonly FieldProblem[], words: RelayLanguage): string {
  const fields = { ...words.forms.contact.fields, code: codeFieldWords(words.forms.signIn.code.field) };
  return problems
    .map((problem) => {
      const own = fields[problem.field as keyof typeof fields] as { label: string } | undefined;
      return problemWords(withOneLine(own ?? { label: problem.field }, words.forms.oneLine), problem);
    })
    .join(' ');
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
  if (settings === null || codeSignIn === null) return answer(404, { error: refusals.unavailable }, cors);
  const body = await codeRequest(request);
  if (body === null) return answer(400, { error: refusals.unreadable }, cors);
  const checking = new URL(request.url).pathname === codeCheckPath;
  const values = { fullName: body.fields['fullName'] ?? '', email: body.fields['email'] ?? '', code: body.fields['code'] ?? '' };
  const rows = checking ? [...codeSignInFields.ask, ...codeSignInFields.code] : codeSignInFields.ask;
  const problems = checkFields(rows, values, words.language.dateOrder);
  if (problems.length > 0) {
    return answer(400, { error: problemsText(problems, words), problems }, cors);
  }
  const key = await addressKey(values.email);
  return checking
    ? checkCode(values, key, codeSignIn.secret, words, cors, services)
    : sendCode(request, values, key, settings, codeSignIn, words, cors, services);
}

async function checkCode(
  values: { fullName: string; email: string; code: string },
  key: string,
  secret: string,
  words: RelayLanguage,
  cors: Record<string, string>,
  services: CodeServices,
): Promise<Response> {
  const { code } = words.relay;
  // The fields' check passed it as a code: its digits are there.
  const tried = await services.tryCode(key, await codeHash(secret, key, codeOf(values.code) ?? ''));
  switch (tried.outcome) {
    case 'signedIn': {
      services.log('A sign-in code checked');
      const credential = await signCodeCredential(secret, { email: values.email.trim(), name: values.fullName.trim() }, services.now());
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
  request: Request,
  values: { fullName: string; email: string },
  key: string,
  settings: RelaySettings,
  codeSignIn: NonNullable<RelaySettings['codeSignIn']>,
  words: RelayLanguage,
  cors: Record<string, string>,
  services: CodeServices,
): Promise<Response> {
  const { code: codeWords, refusals } = words.relay;
  const phone = words.company.phone.display;
  // What is given back when no code goes out, newest first.
  const counted: (() => Promise<void>)[] = [];
  const giveBack = async () => {
    for (const release of counted.splice(0).reverse()) await release();
  };
  /** The address's first code of the day: EmailJS's month lets it go beyond the day's part. */
  let first = false;
  const limited = async (kind: LimitKind, limitKey: string, refusal: string): Promise<Response | null> => {
    const limit = await services.reserveLimit(kind, limitKey);
    if (limit.allowed) {
      counted.push(() => services.releaseLimit(kind, limitKey, limit.at));
      if (kind === 'codeAddress') first = limit.earlier === 0;
      return null;
    }
    await giveBack();
    services.log(`A sign-in code was refused: the ${kind} limit of the ${limit.per} is reached`);
    const wait = waitInWords(limit.retryAfterSeconds, words.relay.wait);
    return answer(429, { error: fillText(refusal, { wait, phone }) }, { ...cors, 'Retry-After': String(limit.retryAfterSeconds) });
  };
  try {
    const refused =
      (await limited('codeSite', 'site', codeWords.siteLimit)) ??
      (await limited('codeNetwork', await networkKey(request), codeWords.networkLimit)) ??
      (await limited('codeAddress', key, codeWords.addressLimit));
    if (refused !== null) return refused;

    const plan = settings.monthlySends;
    const month: MonthAnswer = await services.reserveSend({ kind: 'code', first, officeOwnChannel: settings.office !== null }, plan);
    if (!month.allowed) {
      await giveBack();
      services.log(`A sign-in code was refused: the ${month.per}'s sending is spent`);
      const wait = waitInWords(month.retryAfterSeconds, words.relay.wait);
      return answer(503, { error: fillText(refusals.spent, { phone, wait }) }, { ...cors, 'Retry-After': String(month.retryAfterSeconds) });
    }
    counted.push(() => services.releaseSend('code', plan));

    const code = newCode();
    await services.keepCode(key, await codeHash(codeSignIn.secret, key, code));
    counted.push(() => services.forgetCode(key));
    const message: EmailjsMessage = {
      service_id: settings.emailjs.serviceId,
      template_id: codeSignIn.templateId,
      user_id: settings.emailjs.publicKey,
      accessToken: settings.emailjs.privateKey,
      template_params: {
        to_email: values.email.trim(),
        to_name: values.fullName.trim(),
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
      return answer(200, { minutes: codeMinutes }, cors);
    }
    services.log(`A sign-in code was not sent: ${whyNotSent(sent)}`);
    // It went out and no answer came: the code may well arrive, so it stays, and so does its count;
    // the page says to ask for a new one if it does not.
    if (sent.failure === 'timedOut') return answer(200, { minutes: codeMinutes }, cors);
    await giveBack();
    switch (sent.failure) {
      case 'noMoment':
        return answer(
          503,
          { error: fillText(refusals.busy, { wait: waitInWords(sent.retryAfterSeconds, words.relay.wait) }) },
          {
            ...cors,
            'Retry-After': String(sent.retryAfterSeconds),
          },
        );
      case 'busy':
      case 'refused':
        return answer(502, { error: refusals.refused }, cors);
      case 'unreachable':
        return answer(502, { error: refusals.unreachable }, cors);
    }
  } catch (error) {
    await giveBack();
    throw error;
  }
}
