/**
 * What the docs quote a command printing, held to what it prints: a test runs the command, then
 * asks for the lines of the doc's quote that its output lacks. A quote is the fenced block after a
 * phrase of the doc; its blank lines and "…" (the output left out) are not asked for.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const projectRoot = join(import.meta.dirname, '..', '..');

/** The lines of the fenced block that follows `after` in the doc at `file` (from the project's root). */
export function quotedLines(file: string, after: string): string[] {
  const text = readFileSync(join(projectRoot, file), 'utf8');
  const start = text.indexOf(after);
  const block = start < 0 ? undefined : /```\w*\n([\s\S]*?)\n```/.exec(text.slice(start))?.[1];
  if (block === undefined) throw new Error(`${file} has no quote after "${after}"`);
  return block.split('\n').map((line) => line.trim());
}

/** The lines of the quote that are not, each whole, a line of `output`: [] when it prints what the doc says. */
export function linesNotPrinted(quote: readonly string[], output: string): string[] {
  const printed = new Set(output.split('\n').map((line) => line.trim()));
  return quote.filter((line) => line !== '' && line !== '…' && !printed.has(line));
}
