/**
 * `npm run load`: the relay under load, on this machine, loopback only. The local Worker in workerd
 * (`wrangler dev`, server/local-relay.ts) with the stand-ins behind it, EmailJS's keeping its one
 * request a second; 50 accounts send the contact form at once, and again whenever the relay says
 * they may (its `Retry-After`), for one minute. Then every message accepted must be in the inbox
 * exactly once, every refusal must be a 429 or 503 with words and `Retry-After`, and nothing else
 * may come back. Writes the figures into docs/performance.md, between its relay-load markers, with
 * the date, and fails if any of those does not hold.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalRelay } from '../server/local-relay.ts';
import { markdownTable, measuredWith, writeFigures } from './lib/doc-figures.ts';
import { createGoogleSigner } from '../stand-ins/gsi/signing.ts';
import type { InboxMessage } from '../stand-ins/inbox.ts';
import { createStandIns } from '../stand-ins/server.ts';

const accounts = 50;
const runForMs = 60_000;
/** After the minute, how long receipts and slow answers have to land. */
const settleMs = 30_000;
const clientId = 'local-stand-in.apps.googleusercontent.com';
const siteOrigin = 'http://localhost:4321';

interface Answer {
  status: number;
  error?: string;
  reference?: string;
  retryAfter: string | null;
  ms: number;
}

const inbox = mkdtempSync(join(tmpdir(), 'relay-load-inbox-'));
const signer = createGoogleSigner();
const handle = createStandIns({ inboxDir: inbox, relay: true, googleSigner: signer, log: () => undefined });
const standIns = createServer((request, response) => {
  void handle(request, response).then((handled) => {
    if (!handled) response.writeHead(404).end();
  });
});
await new Promise<void>((done) => standIns.listen(0, '127.0.0.1', done));
const standInsOrigin = `http://127.0.0.1:${(standIns.address() as AddressInfo).port}`;
// A paid plan's month: the run measures the pace and the limits per account, not a month's allowance.
const relay = await startLocalRelay({ standInsOrigin, siteOrigin, monthlySends: 100_000 });
console.log(`The relay runs in workerd at ${relay.origin}; ${accounts} accounts send for ${runForMs / 1000} s.`);

const answers: Answer[] = [];
const started = Date.now();

async function send(credential: string, email: string, sequence: number): Promise<Answer> {
  const before = Date.now();
  const response = await fetch(`${relay.origin}/api/send`, {
    method: 'POST',
    headers: { Origin: siteOrigin, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      form: 'contact',
      credential,
      fields: { fullName: 'Load Test', phone: '239-555-0100', email, subject: 'consulta', message: `Message ${sequence} from ${email}` },
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { error?: string; reference?: string };
  return { status: response.status, ...body, retryAfter: response.headers.get('Retry-After'), ms: Date.now() - before };
}

/** One visitor: sends, and sends again when told it may, until the minute is up. */
async function visitor(index: number): Promise<void> {
  const email = `load.${String(index)}@example.com`;
  const credential = await signer.sign({ clientId, name: `Visitor ${String(index)}`, email });
  for (let sequence = 1; Date.now() - started < runForMs; sequence += 1) {
    const answer = await send(credential, email, sequence);
    answers.push(answer);
    if (answer.status === 200) continue;
    const waitMs = Number(answer.retryAfter ?? Number.NaN) * 1000;
    if (!(waitMs > 0) || Date.now() - started + waitMs >= runForMs) return;
    await new Promise((done) => setTimeout(done, waitMs));
  }
}

await Promise.all(Array.from({ length: accounts }, (_, index) => visitor(index)));
await new Promise((done) => setTimeout(done, settleMs));

const received = readdirSync(inbox)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(inbox, name), 'utf8')) as InboxMessage);
const toCompany = received.filter((message) => !JSON.stringify(message.fields).includes('"to_email"'));
const receipts = received.length - toCompany.length;
const referencesIn = (message: InboxMessage) => /MR-[0-9A-Z]{6}/.exec(JSON.stringify(message.fields))?.[0] ?? '';
const inboxCount = new Map<string, number>();
for (const message of toCompany) inboxCount.set(referencesIn(message), (inboxCount.get(referencesIn(message)) ?? 0) + 1);

const accepted = answers.filter((answer) => answer.status === 200);
const refused = answers.filter((answer) => answer.status === 429 || answer.status === 503);
const other = answers.filter((answer) => answer.status !== 200 && answer.status !== 429 && answer.status !== 503);
const missing = accepted.filter((answer) => (inboxCount.get(answer.reference ?? '') ?? 0) === 0).length;
const twice = accepted.filter((answer) => (inboxCount.get(answer.reference ?? '') ?? 0) > 1).length;
const unasked = toCompany.filter((message) => !accepted.some((answer) => answer.reference === referencesIn(message))).length;
const refusedWithoutWords = refused.filter((answer) => (answer.error ?? '') === '' || answer.retryAfter === null).length;
const percentile = (values: number[], share: number) =>
  values.sort((first, second) => first - second)[Math.floor((values.length - 1) * share)] ?? 0;
const acceptedMs = accepted.map((answer) => answer.ms);

const rows: [string, string][] = [
  ['Requests', String(answers.length)],
  ['Accepted (200)', String(accepted.length)],
  ['Refused, limit of the account (429)', String(refused.filter((answer) => answer.status === 429).length)],
  ['Refused, no moment within 8 s (503)', String(refused.filter((answer) => answer.status === 503).length)],
  ['Refused without words or Retry-After', String(refusedWithoutWords)],
  ['Any other answer', other.length === 0 ? '0' : other.map((answer) => String(answer.status)).join(', ')],
  ['Accepted, in the inbox once', String(accepted.length - missing - twice)],
  ['Accepted, missing from the inbox', String(missing)],
  ['Accepted, in the inbox twice or more', String(twice)],
  ['In the inbox, never accepted', String(unasked)],
  ['Receipts in the inbox', String(receipts)],
  [
    'Time to accept, median / 95th percentile / longest',
    `${percentile(acceptedMs, 0.5)} / ${percentile(acceptedMs, 0.95)} / ${percentile(acceptedMs, 1)} ms`,
  ],
  ['Messages a second reaching EmailJS', (toCompany.length / (runForMs / 1000)).toFixed(2)],
];
const table = [
  `${measuredWith('load')}: ${String(accounts)} accounts for ${String(runForMs / 1000)} s against \`wrangler dev\`, the EmailJS stand-in taking one request a second.`,
  '',
  markdownTable(['What', 'Figure'], rows),
].join('\n');
console.log(`\n${table}\n`);
await writeFigures('docs/performance.md', 'relay-load', table);

await relay.close();
standIns.close();
rmSync(inbox, { recursive: true, force: true });

const failures = [
  ...(other.length > 0 ? [`${String(other.length)} answers other than 200, 429 and 503`] : []),
  ...(refusedWithoutWords > 0 ? [`${String(refusedWithoutWords)} refusals without words or Retry-After`] : []),
  ...(missing + twice + unasked > 0 ? [`the inbox does not hold each accepted message exactly once`] : []),
  ...(accepted.length === 0 ? ['nothing was accepted'] : []),
];
if (failures.length > 0) {
  console.error(`The relay under load fell short:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
