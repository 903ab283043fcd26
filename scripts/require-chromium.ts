/** Stops `npm test` at once, with the fix, when the browser the end-to-end tests drive is missing. */
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tests/e2e/browser.ts';

if (!existsSync(chromiumPath)) {
  console.error(
    `Chromium was not found at ${chromiumPath}.\n` +
      "The end-to-end tests drive Debian's Chromium. Install it with:\n\n" +
      '    sudo apt-get install -y chromium\n\n' +
      'or point CHROMIUM_PATH at another Chromium binary.',
  );
  process.exit(1);
}
