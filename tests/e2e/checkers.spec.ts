/**
 * The accessibility checkers the browser tests rely on find what they look for: axe (WCAG, the
 * 7:1 contrast, and the best practices Lighthouse audits) and HTML_CodeSniffer, as injected into a
 * page by tests/support/accessibility-checkers.ts. A checker that stopped running would otherwise
 * pass every page.
 */
import { expect, test } from '../support/fixtures.ts';
import { accessibilityFindings } from '../support/accessibility-checkers.ts';

test('axe and HTML_CodeSniffer report a page with faults, each fault by its rule', async ({ page }) => {
  await page.setContent(
    `<!doctype html><html lang="en"><head><title>Faults</title></head><body><main>
       <h1>A page with faults</h1><h4>A heading three levels down</h4>
       <p style="color: #666">Text at 5.7:1, not 7:1</p>
       <a href="/somewhere" tabindex="3">A link first in the tab order</a>
       <form><label>Name <input name="name"></label></form>
     </main></body></html>`,
  );
  const { axe, codeSniffer } = await accessibilityFindings(page);
  const rules = (findings: string[]) => findings.map((finding) => /^[\w.-]+/.exec(finding)?.[0]);
  expect(rules(axe)).toEqual(expect.arrayContaining(['heading-order', 'color-contrast-enhanced', 'tabindex']));
  expect(rules(codeSniffer)).toEqual(expect.arrayContaining([expect.stringContaining('H32.2')]));
});
