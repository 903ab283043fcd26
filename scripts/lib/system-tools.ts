/**
 * The programs the tests need from the system, each with how to tell it is there and the Debian
 * packages that install it: Chromium is the browser the end-to-end tests, Lighthouse and the
 * screenshots drive; Java runs W3C's HTML checker (vnu-jar); `firefox`, `webkit` and `wpe` are the
 * other engines of `npm run test:engines`; `tesseract` lists the Haitian Creole words the Kreyòl
 * pages are spelled against. scripts/require-tools.ts checks them; the README's install line and
 * .ci/run's are checked against them (docs/docs.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../../tests/support/browser.ts';
import { javaPath } from '../../tests/support/html-checker.ts';
import { enginePrograms, missingPrograms } from '../../tests/engines/engines.ts';
import { haitianCreoleTraineddata } from '../../tests/support/haitian-creole-words.ts';

interface SystemTool {
  /** The Debian packages that install it, separated by spaces. */
  packages: string;
  present: () => boolean;
  /** What is missing, why it is needed and how to install it. */
  missing: () => string;
}

/** Whether a command runs and exits with 0. */
function succeeds(command: string, args: readonly string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** A program on the PATH. */
const onPath = (program: string) => succeeds('sh', ['-c', `command -v ${program}`]);

function tool(packages: string, present: () => boolean, problem: () => string, otherwise = ''): SystemTool {
  return { packages, present, missing: () => `${problem()} Install it with:\n\n    sudo apt-get install -y ${packages}\n${otherwise}` };
}

/** An engine of the engines tests: present when all its programs are. */
function engine(name: 'firefox' | 'webkit' | 'wpe', what: string): SystemTool {
  return tool(
    enginePrograms[name].packages,
    () => missingPrograms(name).length === 0,
    () => `${what} is not installed (missing: ${missingPrograms(name).join(', ')}).\nThe engines tests (npm run test:engines) drive it.`,
  );
}

export const systemTools = {
  chromium: tool(
    'chromium',
    () => existsSync(chromiumPath),
    () => `Chromium was not found at ${chromiumPath}.\nThe end-to-end tests drive Debian's Chromium.`,
    '\nor point CHROMIUM_PATH at another Chromium binary.',
  ),
  java: tool(
    'default-jre-headless',
    () => succeeds(javaPath, ['-version']),
    () => `Java was not found (${javaPath}).\nW3C's HTML checker (vnu-jar), which checks every built page, runs on it.`,
    '\nor point JAVA at another java binary.',
  ),
  tesseract: tool(
    'tesseract-ocr tesseract-ocr-hat',
    () => onPath('combine_tessdata') && onPath('dawg2wordlist') && existsSync(haitianCreoleTraineddata),
    () =>
      `Tesseract's tools or its Haitian Creole data (${haitianCreoleTraineddata}) were not found.\n` +
      'The Kreyòl pages are spelled against its word list (src/content/haitian-creole.test.ts).',
    '\nor point TESSDATA_HAT at another hat.traineddata.',
  ),
  firefox: engine('firefox', 'Firefox ESR (firefox-esr)'),
  webkit: engine('webkit', 'WebKitGTK (WebKitWebDriver and MiniBrowser from webkit2gtk-driver, with Xvfb)'),
  wpe: engine('wpe', 'WPE WebKit 2.38, the old engine (WPEWebDriver from wpewebkit-driver, with cog)'),
} satisfies Record<string, SystemTool>;

export type SystemToolName = keyof typeof systemTools;

/** The Debian packages that install the named programs, each once, in order. */
export function packagesFor(names: readonly SystemToolName[]): string[] {
  return [...new Set(names.flatMap((name) => systemTools[name].packages.split(' ')))];
}
