/**
 * Stops an npm script at once, with the fix, when a program it needs from the system is missing:
 * `node scripts/require-tools.ts chromium java` (the programs: scripts/lib/system-tools.ts).
 * Every missing one is named, with its install command, before it stops: nothing is skipped in
 * silence.
 */
import { type SystemToolName, systemTools } from './lib/system-tools.ts';

let missing = 0;
for (const name of process.argv.slice(2)) {
  const tool = Object.hasOwn(systemTools, name) ? systemTools[name as SystemToolName] : undefined;
  if (tool === undefined) throw new Error(`require-tools: no check for "${name}"; known: ${Object.keys(systemTools).join(', ')}`);
  if (!tool.present()) {
    console.error(`${tool.missing()}\n`);
    missing += 1;
  }
}
if (missing > 0) process.exit(1);
