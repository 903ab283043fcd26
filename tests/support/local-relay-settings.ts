/** The local Worker's settings (wrangler.jsonc `env.local.vars`), as the relay in local mode reads them. */
import { readFileSync } from 'node:fs';
import { parse } from 'jsonc-parser';

const localVars = (parse(readFileSync('wrangler.jsonc', 'utf8')) as { env: { local: { vars: Record<string, string> } } }).env.local.vars;

export function localRelaySetting(name: string): string {
  const value = localVars[name];
  if (value === undefined) throw new Error(`wrangler.jsonc's env.local.vars has no ${name}`);
  return value;
}
