/**
 * The end-to-end tests' `test`: Playwright's own, with one more check on every test. The page it
 * drives must meet no Content-Security-Policy violation from start to end (its loads, sign-in,
 * sends, in both languages): a report event or the browser's own "Refused to …" error fails it.
 */
import { test as base, expect } from '@playwright/test';
import { type Locale, locales } from '../../src/i18n/locales.ts';

export { expect };

export const test = base.extend<{ noCspViolations: undefined }>({
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'} in ${event.sourceFile}`,
          );
        });
      });
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Declares a test: `test` itself, or, in the languages a test does not run in, nothing. */
type TestDeclaration = (title: string, body: Parameters<typeof test>[2]) => void;

const declareNothing: TestDeclaration = () => undefined;

/**
 * For the tests of behaviours the page's language does not change (a slow message, Sign out, the
 * banner's clock), inside a describe per language: `.test` declares each such test in one language
 * only, the tests taking turns in the order they are declared, so each runs once and every
 * language carries some. What a language does change (its words, its date order, the message it
 * composes) is tested in every language with `test`.
 */
export function takingTurns(locale: Locale): { readonly test: TestDeclaration } {
  let turn = locales.indexOf(locale);
  return {
    get test() {
      const mine = turn % locales.length === 0;
      turn += 1;
      return mine ? test : declareNothing;
    },
  };
}
