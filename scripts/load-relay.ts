/**
 * `npm run load`: the relay under load, on this machine, loopback only. The local Worker in workerd
 * (`wrangler dev`, server/local-relay.ts) with the stand-ins behind it, Cloudflare's email for the
 * office simulated and EmailJS's stand-in keeping its one request a second; three waves of 50
 * accounts, one at the start of each third of a minute, send the contact form at once, and again
 * whenever the relay says they may (its `Retry-After`). For the minute's middle third every email
 * service is down; then the Worker is stopped and started again on the same state, and a visitor
 * that got no answer sends the same message again under the same key, as the page does. Then every message taken (200, or 202 kept) must be
 * in the inbox exactly once, each account's in the order it sent them, nothing else there, and
 * every refusal must be a 429 or 503 with words and `Retry-After`. Writes the figures into
 * docs/performance.md, between its relay-load markers, with the date, and fails if any of those
 * does not hold.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type LocalRelay, startLocalRelay } from '../server/local-relay.ts';
import { unspendableMonth } from '../tests/support/relay-traffic.ts';
import { markdownTable, measuredWith, writeFigures } from './lib/doc-figures.ts';
import { createGoogleSigner } from '../stand-ins/gsi/signing.ts';
import type { InboxMessage } from '../stand-ins/inbox.ts';
import { faultsPath } from '../stand-ins/paths.ts';
import { createStandIns } from '../stand-ins/server.ts';

const accounts = 150;
/** The accounts come in waves, one at the start of each third of the minute. */
const waves = 3;
const runForMs = 60_000;
/** The third of the minute when every email service is down. */
const downFromMs = 20_000;
const downUntilMs = 40_000;
/** After the minute, how long the outbox and the receipts have to land. */
const settleMs = 90_000;
const clientId = 'local-stand-in.apps.googleusercontent.com';
const siteOrigin = 'http://localhost:4321';

interface Answer {
  status: number;
  error?: string;
  reference?: string;
  retryAfter: string | null;
  ms: number;
  account: number;
  /** The account's wave: 0 before the services go down, 1 while they are, 2 as the Worker starts again. */
  wave: number;
  /** A send again of a message that got no answer, under its key. */
  repeat: boolean;
}

const inbox = mkdtempSync(join(tmpdir(), 'relay-load-inbox-'));
const state = mkdtempSync(join(tmpdir(), 'relay-load-state-'));
const signer = createGoogleSigner();
const handle = createStandIns({ inboxDir: inbox, relay: true, googleSigner: signer, log: () => undefined });
const standIns = createServer((request, response) => {
  void handle(request, response).then((handled) => {
    if (!handled) response.writeHead(404).end();
  });
});
await new Promise<void>((done) => standIns.listen(0, '127.0.0.1', done));
const standInsOrigin = `http://127.0.0.1:${(standIns.address() as AddressInfo).port}`;
const logged: string[] = [];
// A month no run can spend: the run measures the pace, the limits per account and the outbox, not a month's allowance.
const start = () =>
  startLocalRelay({ standInsOrigin, siteOrigin, monthlySends: unspendableMonth, stateDir: state, log: (line) => logged.push(line) });
let relay: LocalRelay | null = await start();
console.log(`The relay runs in workerd at ${relay.origin}; ${accounts} accounts in ${waves} waves send for ${runForMs / 1000} s.`);

/** The Worker now running; none while it starts again. */
const runningRelay = (): LocalRelay | null => relay;

const answers: Answer[] = [];
const started = Date.now();
let keys = 0;

async function fault(down: boolean): Promise<void> {
  await fetch(`${standInsOrigin}${faultsPath}`, { method: 'POST', body: JSON.stringify({ address: '*', fault: down ? 'down' : null }) });
}

/** One message, sent until an answer comes: the same key again after none, as the page sends it. */
async function send(credential: string, email: string, sequence: number, account: number, wave: number): Promise<Answer[]> {
  const key = `load-message-${String((keys += 1)).padStart(6, '0')}-${String(account)}`;
  const tries: Answer[] = [];
  for (let repeat = false; ; repeat = true) {
    const before = Date.now();
    try {
      if (relay === null) throw new Error('the Worker is starting again');
      const response = await fetch(`${relay.origin}/api/send`, {
        method: 'POST',
        headers: { Origin: siteOrigin, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          form: 'contact',
          credential,
          key,
          fields: {
            fullName: 'Load Test',
            phone: '239-555-0100',
            email,
            subject: 'consulta',
            message: `Message ${sequence} from ${email}`,
          },
        }),
      });
      const body = (await response.json().catch(() => ({}))) as { error?: string; reference?: string };
      tries.push({
        status: response.status,
        ...body,
        retryAfter: response.headers.get('Retry-After'),
        ms: Date.now() - before,
        account,
        wave,
        repeat,
      });
      return tries;
    } catch {
      // No answer: the Worker is restarting. The visitor sends it again a moment later.
      await new Promise((done) => setTimeout(done, 1000));
    }
  }
}

/** One visitor: sends, and sends again when told it may, until the minute is up. */
async function visitor(index: number): Promise<void> {
  const email = `load.${String(index)}@example.com`;
  const credential = await signer.sign({ clientId, name: `Visitor ${String(index)}`, email });
  const wave = Math.floor((index * waves) / accounts);
  await new Promise((done) => setTimeout(done, started + (wave * runForMs) / waves + 500 - Date.now()));
  for (let sequence = 1; Date.now() - started < runForMs; sequence += 1) {
    const tries = await send(credential, email, sequence, index, wave);
    answers.push(...tries);
    const answer = tries.at(-1);
    if (answer === undefined) return;
    if (answer.status === 200 || answer.status === 202) continue;
    const waitMs = Number(answer.retryAfter ?? Number.NaN) * 1000;
    if (!(waitMs > 0) || Date.now() - started + waitMs >= runForMs) return;
    await new Promise((done) => setTimeout(done, waitMs));
  }
}

/** The bad third: every email service down, then the Worker stopped and started again on the same state. */
async function badDay(): Promise<void> {
  await new Promise((done) => setTimeout(done, downFromMs));
  await fault(true);
  await new Promise((done) => setTimeout(done, downUntilMs - downFromMs));
  await fault(false);
  const stopping = relay;
  relay = null;
  await stopping?.close();
  relay = await start();
}

await Promise.all([...Array.from({ length: accounts }, (_, index) => visitor(index)), badDay()]);

const taken = answers.filter((answer) => answer.status === 200 || answer.status === 202);
const officeCopies = () =>
  readdirSync(inbox)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(inbox, name), 'utf8')) as InboxMessage)
    .filter((message) => message.channel === 'cloudflare');
const references = new Set(taken.map((answer) => answer.reference));
for (const end = Date.now() + settleMs; Date.now() < end;) {
  if (new Set(officeCopies().map((message) => /MR-[0-9A-Z]{6}/.exec(String(message.fields['subject']))?.[0])).size >= references.size)
    break;
  await new Promise((done) => setTimeout(done, 1000));
}
await new Promise((done) => setTimeout(done, 5000));

const received = officeCopies();
const referenceIn = (message: InboxMessage) => /MR-[0-9A-Z]{6}/.exec(String(message.fields['subject']))?.[0] ?? '';
const receipts = readdirSync(inbox).filter((name) => name.endsWith('.json')).length - received.length;
const inboxCount = new Map<string, number>();
for (const message of received) inboxCount.set(referenceIn(message), (inboxCount.get(referenceIn(message)) ?? 0) + 1);

const refused = answers.filter((answer) => answer.status === 429 || answer.status === 503);
const other = answers.filter((answer) => ![200, 202, 429, 503].includes(answer.status));
const missing = [...references].filter((reference) => (inboxCount.get(reference ?? '') ?? 0) === 0).length;
const twice = [...references].filter((reference) => (inboxCount.get(reference ?? '') ?? 0) > 1).length;
const unasked = received.filter((message) => !references.has(referenceIn(message))).length;
const refusedWithoutWords = refused.filter((answer) => (answer.error ?? '') === '' || answer.retryAfter === null).length;
// Each account's messages reach the office in the order it sent them.
const outOfOrder = Array.from({ length: accounts }, (_, account) => {
  const sent = taken.filter((answer) => answer.account === account).map((answer) => answer.reference ?? '');
  const arrived = received.map(referenceIn).filter((reference) => sent.includes(reference));
  return [...new Set(sent)].join() === [...new Set(arrived)].join() ? 0 : 1;
}).reduce((sum: number, one) => sum + one, 0);
const percentile = (values: number[], share: number) =>
  values.sort((first, second) => first - second)[Math.floor((values.length - 1) * share)] ?? 0;
const takenMs = taken.map((answer) => answer.ms);
const kept = taken.filter((answer) => answer.status === 202).map((answer) => answer.reference ?? '');

const inWave = (wave: number, ...statuses: number[]) =>
  String(answers.filter((answer) => answer.wave === wave && statuses.includes(answer.status)).length);
const rows: [string, string][] = [
  ['Requests', String(answers.length)],
  ['First wave: taken and sent at once (200) / refused at the account’s limit (429)', `${inWave(0, 200)} / ${inWave(0, 429)}`],
  [
    'Second wave, every service down: taken and kept (202) / refused, the account’s messages waiting or the outbox full (429, 503)',
    `${inWave(1, 202)} / ${inWave(1, 429, 503)}`,
  ],
  [
    'Third wave, the Worker starting again: sent again after no answer / taken (200, 202)',
    `${String(answers.filter((answer) => answer.wave === 2 && answer.repeat).length)} / ${inWave(2, 200, 202)}`,
  ],
  ['Refused without words or Retry-After', String(refusedWithoutWords)],
  ['Any other answer', other.length === 0 ? '0' : other.map((answer) => String(answer.status)).join(', ')],
  ['Messages taken', String(references.size)],
  ['Taken, at the office once', String(references.size - missing - twice)],
  ['Kept, at the office once the services were back', String(kept.filter((reference) => (inboxCount.get(reference) ?? 0) === 1).length)],
  ['Taken, missing from the office', String(missing)],
  ['Taken, at the office twice or more', String(twice)],
  ['At the office, never taken', String(unasked)],
  ['Accounts whose messages came out of their order', String(outOfOrder)],
  ['Receipts in the inbox', String(receipts)],
  [
    'Time to an answer that took it, median / 95th percentile / longest',
    `${percentile(takenMs, 0.5)} / ${percentile(takenMs, 0.95)} / ${percentile(takenMs, 1)} ms`,
  ],
];
const table = [
  `${measuredWith('load')}: ${String(accounts)} accounts in ${String(waves)} waves, one at the start of each third of ${String(runForMs / 1000)} s, against \`wrangler dev\`; every email service down from ${String(downFromMs / 1000)} to ${String(downUntilMs / 1000)} s and the Worker then restarted; EmailJS's stand-in taking one request a second.`,
  '',
  markdownTable(['What', 'Figure'], rows),
].join('\n');
console.log(`\n${table}\n`);
await writeFigures('docs/performance.md', 'relay-load', table);

await runningRelay()?.close();
standIns.close();
rmSync(inbox, { recursive: true, force: true });
rmSync(state, { recursive: true, force: true });

const failures = [
  ...(other.length > 0 ? [`${String(other.length)} answers other than 200, 202, 429 and 503`] : []),
  ...(refusedWithoutWords > 0 ? [`${String(refusedWithoutWords)} refusals without words or Retry-After`] : []),
  ...(missing + twice + unasked > 0 ? [`the office does not hold each message taken exactly once`] : []),
  ...(outOfOrder > 0 ? [`${String(outOfOrder)} accounts' messages out of their order`] : []),
  ...(taken.length === 0 ? ['nothing was taken'] : []),
];
if (failures.length > 0) {
  console.error(`The relay under load fell short:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
}
