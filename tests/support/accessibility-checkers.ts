import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2.2 A and AA, plus `target-size` (off by default in axe) and the 7:1 text contrast
 * this site holds itself to (`color-contrast-enhanced`, WCAG AAA).
 */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const packageFile = createRequire(import.meta.url).resolve;

/**
 * axe-core's own build, injected into the page as it is: run there directly, one page with no
 * frames, it answers in a fraction of the time `@axe-core/playwright` takes, which injects it
 * again on every run and finishes each in a blank page of its own.
 */
const axeSource = readFileSync(packageFile('axe-core/axe.min.js'), 'utf8');

/** HTML_CodeSniffer's own build, as pa11y injects it: it defines `HTMLCS` and its standards on the page. */
const codeSniffer = readFileSync(packageFile('html_codesniffer/build/HTMLCS.js'), 'utf8');

/**
 * The rules Lighthouse's accessibility audits run beyond the WCAG tags: axe's best practices
 * (headings in order, one main landmark, a skip link that works, no positive tabindex, …) and the
 * AAA rule of links that say the same going to the same place. Run here on every page of every
 * language, so Lighthouse need read only what it alone measures.
 */
const lighthouseRules = [
  'accesskeys',
  'aria-allowed-role',
  'aria-dialog-name',
  'aria-text',
  'aria-treeitem-name',
  'empty-heading',
  'heading-order',
  'identical-links-same-purpose',
  'image-redundant-alt',
  'landmark-one-main',
  'presentation-role-conflict',
  'skip-link',
  'tabindex',
  'table-duplicate-name',
];

const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: wcagTags },
  rules: Object.fromEntries(['target-size', 'color-contrast-enhanced', ...lighthouseRules].map((rule) => [rule, { enabled: true }])),
  resultTypes: ['violations'],
};

/**
 * Injects a checker's source into the page once: the page keeps it until it is left. From the
 * test's side, so the page's Content-Security-Policy, which admits no injected script, is not in
 * its way.
 */
async function inject(page: Page, name: 'axe' | 'HTMLCS', source: string): Promise<void> {
  if (!(await page.evaluate((global) => global in window, name))) await page.evaluate(source);
}

/** What HTML_CodeSniffer calls an error (1), as against a warning (2) or a notice (3) for a person to judge. */
const codeSnifferError = 1;

async function axeViolations(page: Page): Promise<string[]> {
  await inject(page, 'axe', axeSource);
  const { violations } = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } }).axe.run(document, options),
    axeOptions,
  );
  return violations.map(
    (violation) => `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
}

/**
 * HTML_CodeSniffer's errors under its WCAG 2 AAA standard, as pa11y reports them: a second
 * checker, written by others than axe's authors, with rules axe does not have (a form with no
 * way to submit it, H32.2, among them).
 */
async function codeSnifferErrors(page: Page): Promise<string[]> {
  await inject(page, 'HTMLCS', codeSniffer);
  return page.evaluate(
    (errorType) =>
      new Promise<string[]>((resolve, reject) => {
        interface Message {
          type: number;
          code: string;
          msg: string;
          element: Element;
        }
        const sniffer = (window as unknown as { HTMLCS: { process: (...args: unknown[]) => void; getMessages: () => Message[] } }).HTMLCS;
        sniffer.process(
          'WCAG2AAA',
          document,
          () => {
            resolve(
              sniffer
                .getMessages()
                .filter((message) => message.type === errorType)
                .map((message) => `${message.code}: ${message.msg}\n  ${message.element.outerHTML.slice(0, 120)}`),
            );
          },
          () => {
            reject(new Error('HTML_CodeSniffer could not run'));
          },
          document.documentElement.lang,
        );
      }),
    codeSnifferError,
  );
}

/** What axe, then HTML_CodeSniffer, find in the page as it is now, each finding a line naming its rule. */
export async function accessibilityFindings(page: Page): Promise<{ axe: string[]; codeSniffer: string[] }> {
  return { axe: await axeViolations(page), codeSniffer: await codeSnifferErrors(page) };
}

/**
 * Runs axe, then HTML_CodeSniffer, over the page as it is now, and fails with each finding listed;
 * with `soft`, the test goes on to its next reading and fails at its end.
 */
export async function expectNoAccessibilityFindings(page: Page, { soft = false } = {}): Promise<void> {
  const check = soft ? expect.soft : expect;
  const { axe, codeSniffer } = await accessibilityFindings(page);
  check(axe, 'axe violations').toEqual([]);
  check(codeSniffer, 'HTML_CodeSniffer errors (WCAG 2 AAA)').toEqual([]);
}
