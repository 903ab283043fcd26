/**
 * The end-to-end tests' `test`: Playwright's own, with one more check on every test. The page it
 * drives must meet no Content-Security-Policy violation from start to end (its loads, sign-in,
 * sends, in both languages): a report event or the browser's own "Refused to …" error fails it.
 */
import { test as base, expect } from '@playwright/test';

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
