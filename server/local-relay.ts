/**
 * The site's Worker run by `wrangler dev` in workerd, offline, with its Durable Objects simulated,
 * exactly as it runs on Cloudflare. In local mode (`--env local`, `startLocalRelay`) its outside
 * services are the stand-ins at `standInsOrigin` (stand-ins/relay-worker.ts): the local server
 * (serve.ts --stand-ins --relay), the engines' servers, the Worker's own tests and the load run
 * start it so and pass it the forms' `/api/send`. Without an environment (`startWorker`) it is the
 * configuration `npx wrangler deploy` uploads, which the production build's tests start.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { type IncomingMessage, request as httpRequest, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const projectRoot = join(import.meta.dirname, '..');

export interface WorkerOptions {
  /** The folder whose wrangler.jsonc (and dist/) is run: this project unless given. */
  project?: string;
  /** `local`: local mode's configuration (wrangler.jsonc `env.local`); none: the one that ships. */
  env?: 'local';
  /** Variables given besides those of wrangler.jsonc (`--var`), as the Worker's settings would be. */
  vars?: Readonly<Record<string, string>>;
  /** Where the Durable Objects keep their state; a fresh folder, removed on close, unless given. */
  stateDir?: string;
  /** Called with each line the Worker logs. */
  log?: (line: string) => void;
}

export interface LocalRelayOptions extends Pick<WorkerOptions, 'stateDir' | 'log'> {
  /** Where the stand-ins answer (the local site's origin): the relay fetches Google's keys and sends to EmailJS there. */
  standInsOrigin: string;
  /** The origin whose pages may post, besides the Worker's own: the local site's. */
  siteOrigin: string;
  /** How long the relay waits for the EmailJS stand-in before it gives up; EmailJS's own wait unless given. */
  emailjsWaitMs?: number;
  /** The month's sends (`EMAILJS_MONTHLY_SENDS`), as an owner sets them; wrangler.jsonc's unless given (a test of a small month). */
  monthlySends?: number;
  /**
   * The EmailJS account (its public key) the relay sends as; wrangler.jsonc's unless given. Two
   * relays side by side in one test are two sites, each with its own account: on one, EmailJS's
   * limit of a request a second would let one relay's sends refuse the other's.
   */
  emailjsAccount?: string;
  /**
   * The relay's clock, as a test sets it: the moment it reads as it starts (ms since the epoch),
   * running on at the machine's pace; the machine's own unless given. Its month, limits, codes and
   * outbox count by it; Google's sign-in is checked on the machine's (worker/clock.ts).
   */
  clock?: number;
  /** false: the Worker as an owner without Cloudflare's email has it, EmailJS carrying the office's copies too. */
  officeEmail?: boolean;
}

export interface LocalRelay {
  /** Where the Worker answers: http://127.0.0.1:<port>. */
  origin: string;
  close: () => Promise<void>;
}

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** How long wrangler may take to start workerd on a busy two-core machine. */
const startTimeoutMs = 60_000;

/** Local mode's Worker, its outside services the stand-ins. */
export function startLocalRelay({
  standInsOrigin,
  siteOrigin,
  emailjsWaitMs,
  monthlySends,
  emailjsAccount,
  clock,
  officeEmail,
  stateDir,
  log,
}: LocalRelayOptions): Promise<LocalRelay> {
  return startWorker({
    env: 'local',
    vars: {
      STAND_INS_ORIGIN: standInsOrigin,
      SITE_ORIGINS: siteOrigin,
      ...(emailjsWaitMs === undefined ? {} : { STAND_INS_EMAILJS_WAIT_MS: String(emailjsWaitMs) }),
      ...(monthlySends === undefined ? {} : { EMAILJS_MONTHLY_SENDS: String(monthlySends) }),
      ...(emailjsAccount === undefined ? {} : { EMAILJS_PUBLIC_KEY: emailjsAccount }),
      // Set as the Worker starts: every instance of it reads the same offset from the machine's clock.
      ...(clock === undefined ? {} : { STAND_INS_CLOCK_OFFSET_MS: String(clock - Date.now()) }),
      ...(officeEmail === false ? { STAND_INS_OFFICE_EMAIL: 'off' } : {}),
    },
    ...(stateDir === undefined ? {} : { stateDir }),
    ...(log === undefined ? {} : { log }),
  });
}

/** Starts `wrangler dev` on a configuration and waits until it answers. */
export async function startWorker({ project = projectRoot, env, vars = {}, stateDir, log }: WorkerOptions): Promise<LocalRelay> {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const state = stateDir ?? mkdtempSync(join(tmpdir(), 'relay-state-'));
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(project, 'node_modules/wrangler/bin/wrangler.js'),
      'dev',
      ...(env === undefined ? [] : ['--env', env]),
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      '--persist-to',
      state,
      ...Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]),
      '--show-interactive-dev-session=false',
      '--log-level',
      'log',
    ],
    {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        // Offline: no request for Cloudflare's `request.cf` data, no telemetry, no update check.
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG_PATH: join(state, 'logs'),
        NO_UPDATE_NOTIFIER: '1',
      },
    },
  );
  const output: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`wrangler dev did not start within ${startTimeoutMs / 1000} s:\n${output.join('')}`));
    }, startTimeoutMs);
    const read = (chunk: Buffer) => {
      const text = stripVTControlCharacters(chunk.toString('utf8'));
      output.push(text);
      for (const line of text.split('\n')) if (line.trim() !== '') log?.(line);
      // Said once, possibly across two chunks of output.
      if (output.join('').includes(`Ready on ${origin}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`wrangler dev ended (${String(code)}) before it was ready:\n${output.join('')}`));
    });
  });
  const close = async () => {
    if (child.exitCode === null) {
      const ended = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await ended;
    }
    if (stateDir === undefined) rmSync(state, { recursive: true, force: true });
  };
  try {
    await ready;
  } catch (error) {
    await close();
    throw error;
  }
  return { origin, close };
}

/** The paths the Worker answers itself rather than as a file: the forms' relay. */
export function isWorkerPath(pathname: string): boolean {
  return pathname.startsWith('/api/') && !pathname.startsWith('/api/v1.0/email/');
}

/**
 * Passes a request on to the Worker as it came, and its answer back as it comes. Each on a
 * connection of its own: a kept-alive connection that wrangler closes as the next message goes
 * out on it ends that message with "socket hang up", and the visitor's with a bare 500.
 */
export function forwardTo(relay: Pick<LocalRelay, 'origin'>): (request: IncomingMessage, response: ServerResponse) => Promise<void> {
  const target = new URL(relay.origin);
  return (request, response) =>
    new Promise((resolve, reject) => {
      const upstream = httpRequest(
        new URL(request.url ?? '/', target),
        { method: request.method ?? 'GET', headers: { ...request.headers, host: target.host }, agent: false },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          answer.once('end', resolve);
          answer.once('error', reject);
        },
      );
      upstream.once('error', reject);
      request.pipe(upstream);
    });
}
