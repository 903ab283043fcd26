/**
 * The figures the documents hold: each written by the command that measures it, between the
 * document's markers `<!-- name:start -->` and `<!-- name:end -->`, with the day it was measured.
 * Outside such blocks the documents give no measured figures (docs/docs.test.ts), so none can go
 * stale unseen.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { projectRoot } from './production-build.ts';

export type Cell = string | number;

/** A Markdown table; writeFigures has Prettier line its columns up. */
export function markdownTable(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  const line = (cells: readonly Cell[]) => `| ${cells.map(String).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** "Measured with `npm run <command>` on <day>" */
export function measuredWith(command: string): string {
  return `Measured with \`npm run ${command}\` on ${new Date().toISOString().slice(0, 10)}`;
}

/** The block's text in `document` (a path from the project's root). */
export function figuresIn(document: string, block: string): string | undefined {
  return markers(block).exec(readFileSync(join(projectRoot, document), 'utf8'))?.[2];
}

/** Puts `text` between the block's markers in `document`, in place of what was there, formatted as `npm run check` wants. */
export async function writeFigures(document: string, block: string, text: string): Promise<void> {
  const path = join(projectRoot, document);
  const before = readFileSync(path, 'utf8');
  if (!markers(block).test(before)) throw new Error(`${document} has no ${block} markers`);
  const after = before.replace(markers(block), (_, start: string, _old: string, end: string) => `${start}${text}${end}`);
  writeFileSync(path, await format(after, { ...(await resolveConfig(path)), filepath: path }));
}

function markers(block: string): RegExp {
  return new RegExp(`(<!-- ${block}:start -->\\n\\n?)([\\s\\S]*?)(\\n?\\n<!-- ${block}:end -->)`);
}
