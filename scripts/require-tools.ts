/**
 * Stops an npm script at once, with the fix, when a program it needs from the system is missing:
 * `node scripts/require-tools.ts chromium java`. Chromium is the browser the end-to-end tests,
 * Lighthouse and the screenshots drive; Java runs W3C's HTML checker (vnu-jar); `firefox`,
 * `webkit` and `wpe` are the other engines of `npm run test:engines`; `tesseract` lists the Haitian
 * Creole words the Kreyòl pages are spelled against. Every missing one is named,
 * with its install command, before it stops: nothing is skipped in silence.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../tests/support/browser.ts';
import { javaPath } from '../tests/support/html-checker.ts';
import { enginePrograms, missingPrograms } from '../tests/engines/engines.ts';
import { haitianCreoleTraineddata } from '../tests/support/haitian-creole-words.ts';

/** A program on the PATH. */
function onPath(program: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** An engine of the engines tests: present when all its programs are. */
function engine(name: 'firefox' | 'webkit' | 'wpe', what: string) {
  return {
    present: () => missingPrograms(name).length === 0,
    missing:
      `${what} is not installed (missing: ${missingPrograms(name).join(', ')}).\n` +
      'The engines tests (npm run test:engines) drive it. Install it with:\n\n' +
      `    sudo apt-get install -y ${enginePrograms[name].packages}\n`,
  };
}

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
  tesseract: {
    present: () => onPath('combine_tessdata') && onPath('dawg2wordlist') && existsSync(haitianCreoleTraineddata),
    missing:
      `Tesseract's tools or its Haitian Creole data (${haitianCreoleTraineddata}) were not found.\n` +
      'The Kreyòl pages are spelled against its word list (src/content/haitian-creole.test.ts). Install them with:\n\n' +
      '    sudo apt-get install -y tesseract-ocr tesseract-ocr-hat\n\n' +
      'or point TESSDATA_HAT at another hat.traineddata.',
  },
  firefox: engine('firefox', 'Firefox ESR (firefox-esr)'),
  webkit: engine('webkit', 'WebKitGTK (WebKitWebDriver and MiniBrowser from webkit2gtk-driver, with Xvfb)'),
  wpe: engine('wpe', 'WPE WebKit 2.38, the old engine (WPEWebDriver from wpewebkit-driver, with cog)'),
} as const;

let missing = 0;
for (const name of process.argv.slice(2)) {
  const tool = Object.hasOwn(tools, name) ? tools[name as keyof typeof tools] : undefined;
  if (tool === undefined) throw new Error(`require-tools: no check for "${name}"; known: ${Object.keys(tools).join(', ')}`);
  if (!tool.present()) {
    console.error(`${tool.missing}\n`);
    missing += 1;
  }
}
if (missing > 0) process.exit(1);
