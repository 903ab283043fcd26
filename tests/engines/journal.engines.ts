/**
 * The journal itself, in every engine: a page that throws, writes a console error, asks for a file
 * that is not there and runs an inline script its CSP refuses is caught on each count, so a
 * journey that finds nothing wrong found nothing, not nothing it could see.
 */
import { expect, test } from './fixtures.ts';

test('the journal sees an uncaught exception, a console error, a failed request and a CSP violation', async ({ page, site, journal }) => {
  await page.goto('/');
  // Injected as the page's own code would run: an element script, which is where the page's CSP applies.
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/journal-probe-missing.png';
    document.body.append(img);
    const script = document.createElement('script');
    script.textContent = 'console.error("journal probe: console"); setTimeout(function () { throw new Error("journal probe: thrown"); });';
    document.head.append(script);
  });
  await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
  // The page's CSP refuses the inline script, so its error and exception never happen: a script
  // file of the site's own origin does them instead.
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = '/__observe/probe.js';
    document.head.append(script);
  });
  await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
  const seen = [...journal.entries, ...site.take().map((observation) => `${observation.kind} (from the server): ${observation.text}`)];
  journal.allow(() => true);
  expect
    .soft(
      seen.some((entry) => entry.includes('journal-probe-missing.png')),
      `a failed request, in ${JSON.stringify(seen)}`,
    )
    .toBe(true);
  expect
    .soft(
      seen.some((entry) => entry.startsWith('csp')),
      `a CSP violation, in ${JSON.stringify(seen)}`,
    )
    .toBe(true);
  expect
    .soft(
      seen.some((entry) => entry.includes('journal probe: console')),
      `a console error, in ${JSON.stringify(seen)}`,
    )
    .toBe(true);
  expect
    .soft(
      seen.some((entry) => entry.includes('journal probe: thrown')),
      `an uncaught exception, in ${JSON.stringify(seen)}`,
    )
    .toBe(true);
});
