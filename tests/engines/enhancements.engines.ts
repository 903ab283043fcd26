/**
 * What the page's scripts and the ZIP checker do, in every engine: the FAQ's Show More, the pictures
 * further down held until the first paint and then drawn, and the checker's answer.
 */
import { loadFacts, loadWords } from '../../src/content/load.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { byText, expect, test, waitFor } from './fixtures.ts';

const { faqInitiallyShown } = loadFacts();
const { faq } = loadWords('services', 'en');
const checker = loadWords('zipChecker', 'en');

test(`the FAQ shows ${faqInitiallyShown} questions until Show More shows all ${faq.questions.length}`, async ({ page }) => {
  await page.goto(localizedPath('services', 'en'));
  /** The questions drawn on the page. Runs in the page. */
  function shownQuestions(): number {
    return [...document.querySelectorAll('h3 > button[data-disclosure]')].filter((button) => button.getBoundingClientRect().height > 0)
      .length;
  }
  expect(await page.evaluate(shownQuestions)).toBe(faqInitiallyShown);
  await page.click(await byText(page, 'button[data-disclosure][aria-expanded]', faq.showMore, true));
  await waitFor(
    page,
    'every question shows',
    (all: number) => document.querySelectorAll('h3 > button[data-disclosure]').length === all,
    faq.questions.length,
  );
  expect(await page.evaluate(shownQuestions)).toBe(faq.questions.length);
});

test('the pictures further down, held until the first paint, are drawn as each is scrolled to', async ({ page }) => {
  await page.goto(localizedPath('vehicles', 'en'));
  const count = await page.evaluate(() => document.querySelectorAll('img[loading="lazy"]').length);
  expect(count, 'pictures further down').toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await page.evaluate((nth: number) => {
      document.querySelectorAll('img[loading="lazy"]')[nth]?.scrollIntoView({ block: 'center' });
    }, index);
    await waitFor(
      page,
      `picture ${String(index + 1)} is drawn from its own file`,
      (nth: number) => {
        const picture = document.querySelectorAll('img[loading="lazy"]')[nth];
        return (
          picture instanceof HTMLImageElement && picture.complete && picture.naturalWidth > 0 && picture.currentSrc.includes('/images/')
        );
      },
      index,
    );
  }
});

test('the ZIP checker answers a ZIP code typed key by key with its county, sent whether or not its script has come', async ({ page }) => {
  await page.goto(localizedPath('coverage', 'en'));
  // The click is the checker's first touch: its script starts loading now (client:touch), and the
  // question is sent without waiting for it, held until it runs if it has not yet.
  await page.click('input[name="place"]');
  await page.typeKeys('input[name="place"]', '33914');
  await page.click(await byText(page, 'button[type="submit"]', checker.submit));
  const answer = await waitFor(page, 'the checker answers', () => document.querySelector('[role="status"] li')?.textContent ?? '');
  expect(answer).toContain('Lee');
  expect(await page.evaluate(() => location.pathname + location.search)).toBe(localizedPath('coverage', 'en'));
});
