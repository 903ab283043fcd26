/**
 * Every entry wrangler.jsonc names (the Worker that ships and local mode's) exports only what
 * workerd can start: its handler as the default export and classes (the Durable Objects) by name.
 * workerd takes every named export of an entry as an entrypoint and refuses the whole module on
 * anything else: `export const relayPath = '/api/send'` once kept the Worker that ships from
 * starting at all ("Incorrect type for map entry 'relayPath'"), while every test ran local mode's
 * entry. Each entry is bundled as wrangler bundles it, with esbuild, and its exports read as
 * workerd reads them.
 */
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';

interface DurableObjects {
  durable_objects?: { bindings: { class_name: string }[] };
}

interface WranglerConfig extends DurableObjects {
  main: string;
  observability?: { enabled?: boolean; logs?: { enabled?: boolean; invocation_logs?: boolean } };
  env?: Record<string, DurableObjects & { main?: string }>;
}

const config = parse(readFileSync('wrangler.jsonc', 'utf8')) as WranglerConfig;
const entries = [...new Set([config.main, ...Object.values(config.env ?? {}).flatMap(({ main }) => (main === undefined ? [] : [main]))])];

/** The Durable Object classes the configuration of an entry binds, which the entry must export. */
function boundClasses(entry: string): string[] {
  const scope = entry === config.main ? config : (Object.values(config.env ?? {}).find(({ main }) => main === entry) ?? config);
  return (scope.durable_objects ?? config.durable_objects)?.bindings.map((binding) => binding.class_name) ?? [];
}

/** The module `cloudflare:workers` as far as loading an entry needs it: the Durable Objects' base class. */
const workersRuntime = 'export class DurableObject { constructor(ctx, env) { this.ctx = ctx; this.env = env; } }';

/** The entry bundled as wrangler bundles it for workerd, then loaded: its exports by name. */
async function exportsOf(entry: string): Promise<Record<string, unknown>> {
  const bundled = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['browser', 'module', 'main'],
    logLevel: 'silent',
    plugins: [
      {
        name: 'workers-runtime',
        setup(plugin) {
          plugin.onResolve({ filter: /^cloudflare:workers$/ }, () => ({ path: 'cloudflare:workers', namespace: 'runtime' }));
          plugin.onLoad({ filter: /.*/, namespace: 'runtime' }, () => ({ contents: workersRuntime, loader: 'js' }));
        },
      },
    ],
  });
  const code = bundled.outputFiles[0]?.text ?? '';
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as Record<string, unknown>;
}

const isClass = (value: unknown) => typeof value === 'function' && /^class\b/.test(Function.prototype.toString.call(value));

/** What workerd would make of each export that is not a handler or a class, in words. */
function unstartable(entry: string, exported: Record<string, unknown>): string[] {
  return Object.entries(exported).flatMap(([name, value]) => {
    if (name === 'default') {
      const handler = value as { fetch?: unknown } | undefined;
      return typeof handler?.fetch === 'function' ? [] : [`${entry}'s default export is not a handler with a fetch()`];
    }
    return isClass(value)
      ? []
      : [
          `${entry} exports "${name}", a ${typeof value}: workerd takes every named export of a Worker's entry as an ` +
            'entrypoint (a handler or a class) and refuses to start on anything else. Move it to a module beside the entry.',
        ];
  });
}

describe("the Worker's entries", () => {
  it('are named by wrangler.jsonc: the one that ships and local mode’s', () => {
    expect(entries).toEqual(['worker/index.ts', 'stand-ins/relay-worker.ts']);
  });

  for (const entry of entries) {
    it(`${entry} exports only its handler and its Durable Object classes`, async () => {
      const exported = await exportsOf(entry);
      expect(unstartable(entry, exported)).toEqual([]);
      expect(Object.keys(exported).sort()).toEqual([...boundClasses(entry), 'default'].sort());
    });
  }

  it('keep the relay’s own log lines, never the platform’s record of each request, as the privacy notice says', () => {
    expect(config.observability).toEqual({ enabled: true, logs: { enabled: true, invocation_logs: false } });
  });

  it('a constant exported from an entry is named, with why it cannot start', () => {
    expect(unstartable('worker/index.ts', { default: { fetch: () => undefined }, relayPath: '/api/send' })).toEqual([
      'worker/index.ts exports "relayPath", a string: workerd takes every named export of a Worker\'s entry as an entrypoint (a handler or a class) and refuses to start on anything else. Move it to a module beside the entry.',
    ]);
  });
});
