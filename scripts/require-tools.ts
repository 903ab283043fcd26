/**
 * Stops an npm script at once, with the fix, when a program it needs from the system is missing:
 * `node scripts/require-tools.ts chromium java`. Chromium is the browser the end-to-end tests,
 * Lighthouse and the screenshots drive; Java runs W3C's HTML checker (vnu-jar).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tests/e2e/browser.ts';
import { javaPath } from '../tests/e2e/html-checker.ts';

const tools = {
  chromium: {
    present: () => existsSync(chromiumPath),
    missing:
      `Chromium was not found at ${chromiumPath}.\n` +
      "The end-to-end tests drive Debian's Chromium. Install it with:\n\n" +
      '    sudo apt-get install -y chromium\n\n' +
      'or point CHROMIUM_PATH at another Chromium binary.',
  },
  java: {
    present: () => {
      try {
        execFileSync(javaPath, ['-version'], { stdio: 'ignore' });
        return true;
      } catch {
        return false;
      }
    },
    missing:
      `Java was not found (${javaPath}).\n` +
      "W3C's HTML checker (vnu-jar), which checks every built page, runs on it. Install it with:\n\n" +
      '    sudo apt-get install -y default-jre-headless\n\n' +
      'or point JAVA at another java binary.',
  },
} as const;

for (const name of process.argv.slice(2)) {
  const tool = Object.hasOwn(tools, name) ? tools[name as keyof typeof tools] : undefined;
  if (tool === undefined) throw new Error(`require-tools: no check for "${name}"; known: ${Object.keys(tools).join(', ')}`);
  if (!tool.present()) {
    console.error(tool.missing);
    process.exit(1);
  }
}
