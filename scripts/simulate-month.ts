/**
 * `npm run simulate`: a month under attack through the relay's real functions on a fake clock
 * (tests/support/month-simulation.ts), with the office's own channel and with EmailJS alone. Writes
 * the figures into docs/performance.md, between its month-simulation markers, with the date. The
 * relay's modules are bundled first, as wrangler bundles them: Node reads no import without its
 * file's extension.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { markdownTable, measuredWith, writeFigures } from './lib/doc-figures.ts';
import { projectRoot } from './lib/production-build.ts';

type Simulation = typeof import('../tests/support/month-simulation.ts');

const folder = mkdtempSync(join(tmpdir(), 'month-simulation-'));
const bundled = await build({
  entryPoints: [join(projectRoot, 'tests/support/month-simulation.ts')],
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'silent',
});
const file = join(folder, 'month-simulation.mjs');
writeFileSync(file, bundled.outputFiles[0]?.text ?? '');
const { sameDay, simulateMonth } = (await import(pathToFileURL(file).href)) as Simulation;
rmSync(folder, { recursive: true, force: true });

const hours = (ms: number) => `${(ms / 3_600_000).toFixed(1)} h`;
const columns: string[][] = [];
/** Why each rider's message the relay kept waited, as the relay logged it. */
const why: string[] = [];
for (const officeChannel of [true, false]) {
  const month = await simulateMonth(officeChannel);
  const delays = month.riders
    .map((rider) => (rider.deliveredAt ?? Number.POSITIVE_INFINITY) - rider.sentAt)
    .sort((one, other) => one - other);
  const late = month.riders.filter((rider) => !sameDay(rider));
  for (const rider of month.riders.filter((candidate) => candidate.status === 202 || !sameDay(candidate))) {
    const lines = month.waited.filter((line) => line.startsWith(rider.reference)).map((line) => line.slice(rider.reference.length + 1));
    why.push(
      `- ${month.channel === 'cloudflare' ? "With Cloudflare's email" : 'With EmailJS alone'}: a rider's message of ${new Date(rider.sentAt).toISOString().slice(0, 16).replace('T', ' ')} UTC reached the office ${hours((rider.deliveredAt ?? rider.sentAt) - rider.sentAt)} later; the relay logged: ${lines.join('; ') || 'nothing'}.`,
    );
  }
  columns.push([
    String(month.riders.length),
    String(month.riders.filter((rider) => rider.status === 200).length),
    String(month.riders.filter((rider) => rider.status === 202).length),
    String(month.riders.filter((rider) => rider.status !== 200 && rider.status !== 202).length),
    String(month.riders.length - late.length),
    String(late.length),
    String(month.riders.filter((rider) => rider.deliveredAt === undefined).length),
    `${hours(delays[Math.floor((delays.length - 1) / 2)] ?? 0)} / ${hours(delays.at(-1) ?? 0)}`,
    String(month.riders.filter((rider) => rider.copied).length),
    `${String(month.attacker.codeRequests)} / ${String(month.attacker.codesSent)}`,
    `${String(month.attacker.messageRequests)} / ${String(month.attacker.messagesTaken)}`,
    `${String(month.emailjs.codes)} / ${String(month.emailjs.receipts)} / ${String(month.emailjs.office)}`,
  ]);
}
const what = [
  'Riders’ messages',
  'Taken and sent at once (200)',
  'Taken and kept a moment (202)',
  'Refused',
  'At the office the same day',
  'At the office a later day',
  'Never at the office',
  'Time to the office, median / longest',
  'Riders sent a receipt',
  'Attacker’s code requests / codes sent',
  'Attacker’s messages / taken',
  'EmailJS’s month: codes / receipts / office copies',
];
const table = [
  `${measuredWith('simulate')}: December (31 days) on EmailJS's free plan of 200, the relay's own functions on a fake clock; four riders a day at random hours, each once from an account of their own; an attacker flat out all month, asking for codes from ten network addresses to a domain that takes any address and sending from five Google accounts at their limits.`,
  '',
  markdownTable(
    ['What', "With Cloudflare's email for the office", 'With EmailJS alone'],
    what.map((row, index) => [row, columns[0]?.[index] ?? '', columns[1]?.[index] ?? '']),
  ),
  ...(why.length === 0 ? [] : ['', 'Why each kept one waited:', '', ...why]),
].join('\n');
console.log(`\n${table}\n`);
await writeFigures('docs/performance.md', 'month-simulation', table);
