/**
 * The local inbox: a stand-in for the EmailJS REST API (https://www.emailjs.com/docs/rest-api/send/)
 * on the site's own origin, used by `node server/serve.ts --stand-ins` (npm start, npm test), and
 * where local mode's Worker drops a copy of each office email Cloudflare's email took (`officeMailPath`).
 *
 * - `POST /api/v1.0/email/send`: JSON with lib_version, user_id, service_id, template_id,
 *   template_params (and maybe accessToken), as `emailjs.send()` posts it;
 * - `POST /api/v1.0/email/send-form`: multipart/form-data with the form's fields plus
 *   lib_version, service_id, template_id and user_id, as `emailjs.sendForm()` posts it.
 *
 * Like the real service it answers 400 with a text message when user_id, service_id or
 * template_id is missing or the body cannot be read, and 200 `OK` (text/plain) otherwise. Bodies
 * over 1 MB get 413. Each accepted message is saved as a JSON file in the inbox folder, printed to
 * the terminal, and listed, newest first, on `GET /__inbox` (HTML) and `GET /__inbox.json`; a
 * message to someone other than the company (`to_email`, the relay's receipts) says so.
 *
 * With `relay` (the relay is in use: EmailJS's "Use Private Key" is on) it refuses a send without
 * the private key (`accessToken`) with 403, as EmailJS then does, and keeps EmailJS's rate limit
 * of one request a second from an account, answering 429 to the next. Faults can be asked for,
 * for sends naming an address, or `*` for every send (`POST /__stand-ins/emailjs/faults`, see `faultsPath`): `down`
 * answers 500, `slow` answers only after `slowMs`; `down` refuses an office email naming the
 * address too, as Cloudflare's email would refuse one on a bad day. Each message says which
 * channel carried it (`channel`).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative } from 'node:path';
import { escapeMarkup } from '../src/escape-markup.ts';
import { apiPrefix, faultsPath, filesPrefix, inboxJsonPath, inboxPath, officeMailPath } from './paths.ts';

/** The two EmailJS endpoints the inbox answers, and Cloudflare's email (the Worker's `send_email` binding). */
type InboxEndpoint = 'send' | 'send-form' | 'send_email';

/** Who carried a message: EmailJS, or Cloudflare's own email. */
type InboxChannel = 'emailjs' | 'cloudflare';

/** One received message, as saved in its JSON file and listed on `/__inbox.json`. */
export interface InboxMessage {
  /** When the inbox accepted it, as an ISO 8601 string. */
  receivedAt: string;
  channel: InboxChannel;
  endpoint: InboxEndpoint;
  /**
   * Every field received: for `send`, the JSON body as posted (template_params is an object);
   * for `send-form`, each form field as a string (an uploaded file as `{ file, type, size }`, a
   * repeated name as an array); for `send_email`, the email as the Worker gave it to the binding
   * (`from`, `to`, `replyTo`, `subject`, `text`, `attachments` with their text).
   */
  fields: Record<string, unknown>;
}

/** A fault the stand-in plays for sends naming one address. */
type InboxFault = 'down' | 'slow';

export interface InboxOptions {
  /** The folder the messages are saved in; created when the first message arrives. */
  dir: string;
  /** The relay is in use: the private key is required and one request a second is taken from an account. */
  relay?: boolean;
  /** How long a `slow` fault keeps a send waiting; 15 seconds, longer than the relay waits, unless given. */
  slowMs?: number;
  /** Where to print each message; `console.log` unless given. */
  log?: (text: string) => void;
  /** The largest body accepted, in bytes; 1 MB unless given. */
  maxBodyBytes?: number;
}

/** Answers one request if it is the inbox's; resolves to false when the path is not. */
export type StandInHandler = (request: IncomingMessage, response: ServerResponse) => Promise<boolean>;

const defaultMaxBodyBytes = 1024 * 1024;

/**
 * The 400 and 413 messages. The user_id one is the wording of EmailJS's REST API documentation;
 * the others follow its pattern or are this stand-in's own.
 */
export const inboxErrors = {
  missingUserId: 'The user_id parameter is required',
  missingServiceId: 'The service_id parameter is required',
  missingTemplateId: 'The template_id parameter is required',
  invalidJson: 'The request body must be a JSON object',
  invalidForm: 'The request body must be multipart/form-data',
  tooLarge: 'The request body is larger than 1 MB',
  privateKeyRequired: 'The private key is required: this account has "Use Private Key" on (local stand-in)',
  tooManyRequests: 'Too Many Requests',
  down: 'The email service is having trouble right now (local stand-in playing a fault)',
} as const;

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...headers,
  });
  response.end(text);
}

/** Answers a GET or HEAD with 200 and `body` (no body for HEAD); any other method gets 405. */
export async function sendReadOnly(
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
  body: () => Promise<string | Buffer>,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    sendText(response, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const content = await body();
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : content);
}

/** The request body, refusing (413) anything over `limit` bytes. */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(request.headers['content-length'] ?? Number.NaN);
  if (declared > limit) throw new HttpError(413, inboxErrors.tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new HttpError(413, inboxErrors.tooLarge);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFilled(fields: Record<string, unknown>, name: string): boolean {
  const value = fields[name];
  return typeof value === 'string' && value.trim() !== '';
}

/** The same three checks the real service makes, in the SDK's order. */
function checkIds(fields: Record<string, unknown>): void {
  if (!isFilled(fields, 'user_id')) throw new HttpError(400, inboxErrors.missingUserId);
  if (!isFilled(fields, 'service_id')) throw new HttpError(400, inboxErrors.missingServiceId);
  if (!isFilled(fields, 'template_id')) throw new HttpError(400, inboxErrors.missingTemplateId);
}

function parseJsonFields(body: Buffer): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, inboxErrors.invalidJson);
  }
  if (!isRecord(parsed)) throw new HttpError(400, inboxErrors.invalidJson);
  return parsed;
}

/** Parses multipart (or urlencoded) form data with the web `Request` API. */
async function parseFormFields(body: Buffer, contentType: string | undefined): Promise<Record<string, unknown>> {
  if (contentType === undefined || !/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw new HttpError(400, inboxErrors.invalidForm);
  }
  let form: FormData;
  try {
    form = await new Request('http://localhost/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    }).formData();
  } catch {
    throw new HttpError(400, inboxErrors.invalidForm);
  }
  const fields: Record<string, unknown> = {};
  for (const [name, entry] of form) {
    const value = typeof entry === 'string' ? entry : { file: entry.name, type: entry.type, size: entry.size };
    const previous = fields[name];
    if (previous === undefined) fields[name] = value;
    else fields[name] = Array.isArray(previous) ? [...(previous as unknown[]), value] : [previous, value];
  }
  return fields;
}

let sequence = 0;

/** A file name that sorts by arrival: the time, a counter, and a little randomness. */
function fileNameFor(receivedAt: string): string {
  sequence += 1;
  return `${receivedAt.replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}.json`;
}

async function save(dir: string, message: InboxMessage): Promise<string> {
  await mkdir(dir, { recursive: true });
  const path = join(dir, fileNameFor(message.receivedAt));
  // Written whole, then renamed, so a listing never reads half a file.
  await writeFile(`${path}.partial`, `${JSON.stringify(message, null, 2)}\n`);
  await rename(`${path}.partial`, path);
  return path;
}

/** Every message in `dir`, newest first. A folder that does not exist yet is an empty inbox. */
async function readInbox(dir: string): Promise<InboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const messages: InboxMessage[] = [];
  for (const name of names
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()) {
    try {
      messages.push(JSON.parse(await readFile(join(dir, name), 'utf8')) as InboxMessage);
    } catch {
      // Not one of ours, or edited by hand: leave it out of the listing.
    }
  }
  return messages;
}

function displayValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Flattens `template_params` into the other fields, for the terminal and the HTML page. */
function fieldRows(fields: Record<string, unknown>): [string, unknown][] {
  const rows: [string, unknown][] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'template_params' && isRecord(value)) {
      for (const [param, paramValue] of Object.entries(value)) rows.push([`template_params.${param}`, paramValue]);
    } else {
      rows.push([name, value]);
    }
  }
  return rows;
}

/** Who carried each kind of message, as the page names it. */
const channelNames: Record<InboxChannel, string> = { emailjs: 'EmailJS', cloudflare: 'Cloudflare Email Service' };

/** One readable block for the terminal. */
function formatForTerminal(message: InboxMessage, savedAs: string): string {
  const lines = [`[local inbox] ${message.receivedAt}  ${channelNames[message.channel]}  ${message.endpoint}  → ${savedAs}`];
  for (const [name, value] of fieldRows(message.fields)) {
    const [first = '', ...more] = displayValue(value).split(/\r?\n/);
    lines.push(`    ${name}: ${first}`, ...more.map((line) => `    ${' '.repeat(name.length + 2)}${line}`));
  }
  return lines.join('\n');
}

function messageHtml(message: InboxMessage, index: number): string {
  const headingId = `message-${index}`;
  const { template_id: template, subject } = message.fields;
  const params = isRecord(message.fields['template_params']) ? message.fields['template_params'] : {};
  const recipient = typeof params['to_email'] === 'string' ? `To ${params['to_email']}` : 'To the company';
  const title = typeof template === 'string' ? template : typeof subject === 'string' ? subject : '';
  const rows = fieldRows(message.fields)
    .map(([name, value]) => `<dt>${escapeMarkup(name)}</dt><dd>${escapeMarkup(displayValue(value))}</dd>`)
    .join('\n        ');
  return `
    <li>
      <article class="message" aria-labelledby="${headingId}">
        <h2 id="${headingId}">${escapeMarkup(message.endpoint)}${title === '' ? '' : ` · ${escapeMarkup(title)}`}</h2>
        <p class="recipient">${escapeMarkup(recipient)}, by ${escapeMarkup(channelNames[message.channel])}</p>
        <p class="received">Received <time datetime="${escapeMarkup(message.receivedAt)}">${escapeMarkup(message.receivedAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC'))}</time></p>
        <dl>
        ${rows}
        </dl>
      </article>
    </li>`;
}

/** The `/__inbox` page. */
function inboxPage(messages: InboxMessage[], folder: string): string {
  const count = messages.length === 1 ? '1 message' : `${messages.length} messages`;
  const body =
    messages.length === 0
      ? '<p class="empty">No messages yet. Send the contact or career form, then reload this page.</p>'
      : `<ol class="messages" reversed>${messages.map(messageHtml).join('')}\n  </ol>`;
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Local inbox (${count})</title>
  <link rel="stylesheet" href="${filesPrefix}inbox.css">
</head>
<body>
  <header class="top">
    <h1>Local inbox</h1>
    <p>Local mode: what the contact and career forms send lands here instead of in anyone's email. ${escapeMarkup(count)}, newest first, saved in <code>${escapeMarkup(folder)}</code>.</p>
    <p class="links"><a href="/contact">Back to the contact page</a> <a href="${inboxPath}">Reload</a> <a href="${inboxJsonPath}">As JSON</a></p>
  </header>
  <main>
  ${body}
  </main>
</body>
</html>
`;
}

/** The inbox's request handler. */
export function createInbox(options: InboxOptions): StandInHandler {
  const { dir } = options;
  const log =
    options.log ??
    ((text: string) => {
      console.log(text);
    });
  const maxBodyBytes = options.maxBodyBytes ?? defaultMaxBodyBytes;
  const slowMs = options.slowMs ?? 15_000;
  const folderForPeople = relative(process.cwd(), dir) || dir;
  /** When each account's last send was taken, for the rate limit. */
  const lastSendOf = new Map<string, number>();
  const faults = new Map<string, InboxFault>();

  async function accept(request: IncomingMessage, endpoint: InboxEndpoint): Promise<void> {
    const body = await readBody(request, maxBodyBytes);
    const fields = endpoint === 'send' ? parseJsonFields(body) : await parseFormFields(body, request.headers['content-type']);
    checkIds(fields);
    if (options.relay === true) {
      if (!isFilled(fields, 'accessToken')) throw new HttpError(403, inboxErrors.privateKeyRequired);
      const account = String(fields['user_id']);
      const now = Date.now();
      if (now - (lastSendOf.get(account) ?? 0) < 1000) throw new HttpError(429, inboxErrors.tooManyRequests);
      lastSendOf.set(account, now);
    }
    const fault = faultFor(fields);
    if (fault === 'down') throw new HttpError(500, inboxErrors.down);
    if (fault === 'slow') await new Promise((done) => setTimeout(done, slowMs));
    await keep({ receivedAt: new Date().toISOString(), channel: 'emailjs', endpoint, fields });
  }

  async function keep(message: InboxMessage): Promise<void> {
    const path = await save(dir, message);
    log(formatForTerminal(message, relative(process.cwd(), path) || path));
  }

  /** The fault asked for an address the send names: the form's email, or a receipt's; for an office email, any it names; `*`, for every one. */
  function faultFor(fields: Record<string, unknown>): InboxFault | undefined {
    const everyone = faults.get('*');
    if (everyone !== undefined) return everyone;
    const params = isRecord(fields['template_params']) ? fields['template_params'] : fields;
    const named = [
      params['email'],
      params['to_email'],
      params['replyTo'],
      ...(typeof params['text'] === 'string' ? params['text'].split(/[\s<>]+/) : []),
    ];
    for (const address of named) {
      if (typeof address === 'string' && faults.has(address.toLowerCase())) return faults.get(address.toLowerCase());
    }
    return undefined;
  }

  /** An office email Cloudflare's email (wrangler's simulation) took: kept, unless a fault for an address it names says down. */
  async function handleOfficeMail(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST') {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'POST' });
      return;
    }
    const fields = parseJsonFields(await readBody(request, maxBodyBytes));
    if (faultFor(fields) === 'down') throw new HttpError(500, inboxErrors.down);
    await keep({ receivedAt: new Date().toISOString(), channel: 'cloudflare', endpoint: 'send_email', fields });
    sendText(response, 200, 'OK');
  }

  /** `POST {address, fault}` asks for a fault; `fault: null` ends it. */
  async function handleFaults(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST') {
      sendText(response, 405, 'Method Not Allowed', { Allow: 'POST' });
      return;
    }
    const asked = parseJsonFields(await readBody(request, maxBodyBytes));
    const { address, fault } = asked;
    if (typeof address !== 'string' || (fault !== null && fault !== 'down' && fault !== 'slow')) {
      sendText(response, 400, 'Send {"address": "...", "fault": "down" | "slow" | null}');
      return;
    }
    if (fault === null) faults.delete(address.toLowerCase());
    else faults.set(address.toLowerCase(), fault);
    sendText(response, 200, 'OK');
  }

  async function handleApi(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
    // The real service answers any origin; here the site and the inbox share one.
    const cors = { 'Access-Control-Allow-Origin': '*' };
    const endpoint = pathname.slice(apiPrefix.length);
    if (endpoint !== 'send' && endpoint !== 'send-form') {
      sendText(response, 404, 'Not Found', cors);
      return;
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    if (request.method !== 'POST') {
      sendText(response, 405, 'Method Not Allowed', { ...cors, Allow: 'POST, OPTIONS' });
      return;
    }
    try {
      await accept(request, endpoint);
      sendText(response, 200, 'OK', cors);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // After a 413 the rest of the body is not read: close the connection instead.
      sendText(response, error.status, error.message, error.status === 413 ? { ...cors, Connection: 'close' } : cors);
    }
  }

  const listingHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };
  const pageHeaders = {
    ...listingHeaders,
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'",
  };
  const jsonHeaders = { ...listingHeaders, 'Content-Type': 'application/json; charset=utf-8' };

  return async function handleInbox(request, response) {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === faultsPath || pathname === officeMailPath) {
      try {
        await (pathname === faultsPath ? handleFaults(request, response) : handleOfficeMail(request, response));
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        sendText(response, error.status, error.message);
      }
      return true;
    }
    if (pathname.startsWith(apiPrefix)) {
      await handleApi(request, response, pathname);
      return true;
    }
    if (pathname === inboxPath || pathname === `${inboxPath}/`) {
      await sendReadOnly(request, response, pageHeaders, async () => inboxPage(await readInbox(dir), folderForPeople));
      return true;
    }
    if (pathname === inboxJsonPath) {
      await sendReadOnly(request, response, jsonHeaders, async () => JSON.stringify(await readInbox(dir), null, 2));
      return true;
    }
    return false;
  };
}
