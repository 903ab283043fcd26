/**
 * Larger text and wider spacing (WCAG 1.4.4 and 1.4.12): with the browser's default font size set
 * to 24 px, first alone and then with the text-spacing override on top, every route at 320, 375
 * and 1280 px wide keeps its text whole: nothing scrolls sideways, no text is cut off by a box
 * that clips it or by the screen's edge, and no two runs of text overlap. The text spacing is also
 * tried at the browser's own 16 px at 1280 px, where the header lays its links out in one bar (at
 * 24 px that width is a tablet's): no text and no control (link, button, field) may be drawn past
 * the screen's sides, where a fixed header's overflow scrolls nothing into view, or outside a box
 * that clips it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { expectComplete } from '../support/routes.ts';
import { routes } from '../support/site-routes.ts';
import { waitForIslands } from '../support/islands.ts';
import { loadWords } from '../../src/content/load.ts';
import { localeFacts, locales } from '../../src/i18n/locales.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { standInWidgets } from '../support/stand-in.ts';
import { contactChoice, contactDatePart, contactField, contactForm, contactSubmit, formsWords, signIn } from '../support/contact.ts';

/** WCAG 1.4.12's spacing, as its understanding document's test applies it. */
const textSpacing = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

const widths = [320, 375, 1280] as const;

/**
 * Text runs cut off or overlapping, and the page's sideways scroll, as the visitor would see them;
 * only the text `within` an element when something lies over the rest (the open menu).
 */
function textProblems(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    ([standInWidgets, within]) => {
      const problems: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > root.clientWidth)
        problems.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth}`);

      /**
       * Not for the eye: text for screen readers only (clipped to nothing), the locked forms under
       * the sign-in panel, and the sign-in stand-in's own widgets (Google's on the real site).
       */
      const leftOut = (element: Element) => {
        if (element.closest(`[inert], ${standInWidgets}`) !== null) return true;
        for (let current: Element | null = element; current !== null; current = current.parentElement) {
          if (getComputedStyle(current).clipPath === 'inset(50%)') return true;
        }
        return false;
      };
      const clipping = (element: Element) => {
        for (let ancestor = element.parentElement; ancestor !== null && ancestor !== document.body; ancestor = ancestor.parentElement) {
          const { overflowX, overflowY } = getComputedStyle(ancestor);
          if (overflowX !== 'visible' || overflowY !== 'visible') return ancestor;
        }
        return null;
      };

      // Controls as a whole, not only their words: a button's edge past the screen's is cut off too.
      for (const control of (document.querySelector(within) ?? document.body).querySelectorAll(
        'a, button, input, select, textarea, label',
      )) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 || leftOut(control) || !control.checkVisibility({ visibilityProperty: true })) continue;
        const name = `<${control.localName}> "${control.textContent.trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
        if (box.left < -0.5 || box.right > root.clientWidth + 0.5)
          problems.push(`${name} is drawn from ${Math.round(box.left)} to ${Math.round(box.right)} px on a ${root.clientWidth} px screen`);
        const clip = clipping(control)?.getBoundingClientRect();
        if (
          clip !== undefined &&
          (box.left < clip.left - 0.5 || box.right > clip.right + 0.5 || box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5)
        ) {
          problems.push(`${name} is cut off by the box around it`);
        }
      }

      const runs: { node: Node; text: string; box: DOMRect }[] = [];
      const walker = document.createTreeWalker(document.querySelector(within) ?? document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (element === null || text === '' || leftOut(element) || !element.checkVisibility({ visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const clip = clipping(element)?.getBoundingClientRect();
        for (const box of range.getClientRects()) {
          if (box.width === 0) continue;
          const name = `"${text.slice(0, 30)}"`;
          if (box.left < -0.5 || box.right > root.clientWidth + 0.5) problems.push(`${name} runs off the screen's edge`);
          if (
            clip !== undefined &&
            (box.left < clip.left - 0.5 || box.right > clip.right + 0.5 || box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5)
          ) {
            problems.push(`${name} is cut off by the box around it`);
          }
          runs.push({ node, text: name, box: new DOMRect(box.x, box.y + window.scrollY, box.width, box.height) });
        }
      }
      // A run's box is its font's full height, taller than the glyphs: lines set tight (headings,
      // buttons) touch by a few pixels without their letters meeting. Overlap is counted from a
      // third of the shorter run's height, where letters do meet.
      for (const [index, first] of runs.entries()) {
        for (const second of runs.slice(index + 1)) {
          if (first.node === second.node) continue;
          const across = Math.min(first.box.right, second.box.right) - Math.max(first.box.left, second.box.left);
          const down = Math.min(first.box.bottom, second.box.bottom) - Math.max(first.box.top, second.box.top);
          if (across > 1 && down > Math.min(first.box.height, second.box.height) / 3)
            problems.push(`${first.text} overlaps ${second.text}`);
        }
      }
      return [...new Set(problems)];
    },
    [standInWidgets, within] as const,
  );
}

test.describe('24 px text, alone and with WCAG text spacing; 16 px text with it at 1280 px', () => {
  // The override is a style sheet the page's own CSP refuses, as it should; a visitor's is not.
  test.use({ bypassCSP: true });
  for (const route of routes) {
    test(`${route.path}: no text cut off or overlapping, no sideways scroll`, async ({ page }) => {
      const session = await page.context().newCDPSession(page);
      await session.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route.path);
        await expectComplete(page, route);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), 'the browser’s size is the root size').toBe(
          '24px',
        );
        expect(await textProblems(page), `${width} px wide, 24 px text`).toEqual([]);
        await page.addStyleTag({ content: textSpacing });
        expect(await textProblems(page), `${width} px wide, 24 px text and text spacing`).toEqual([]);
      }
      await session.send('Page.setFontSizes', { fontSizes: { standard: 16 } });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(route.path);
      await expectComplete(page, route);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await page.addStyleTag({ content: textSpacing });
      expect(await textProblems(page), '1280 px wide, 16 px text and text spacing').toEqual([]);
    });
  }
});

test.describe('24 px text and WCAG text spacing, in the states a visitor opens', () => {
  test.use({ bypassCSP: true, viewport: { width: 320, height: 800 } });

  async function largeSpacedText(page: Page, path: string) {
    const session = await page.context().newCDPSession(page);
    await session.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.addStyleTag({ content: textSpacing });
  }

  for (const locale of locales) {
    const { navigation } = loadWords('site', locale);
    const { faq } = loadWords('services', locale);
    const checker = loadWords('zipChecker', locale);

    test(`${locale}: the open menu, the whole FAQ with its answers and the ZIP checker's answers`, async ({ page }) => {
      await largeSpacedText(page, localizedPath('home', locale));
      await page.getByRole('button', { name: navigation.menuButton }).click();
      await expect(page.locator('[popover]')).toBeVisible();
      expect(await textProblems(page, '[popover]'), 'the open menu').toEqual([]);

      await largeSpacedText(page, localizedPath('services', locale));
      await page.getByRole('button', { name: faq.showMore }).click();
      for (const { question } of faq.questions) await page.getByRole('button', { name: question }).click();
      await expect(page.getByText(faq.questions.at(-1)?.answer ?? '')).toBeVisible();
      expect(await textProblems(page), 'the whole FAQ, every answer open').toEqual([]);

      await largeSpacedText(page, localizedPath('coverage', locale));
      const region = page.getByRole('region', { name: checker.heading });
      await region.scrollIntoViewIfNeeded();
      for (const typed of ['34142', 'Orlando']) {
        await region.getByRole('textbox', { name: checker.label }).fill(typed);
        await region.getByRole('button', { name: checker.submit }).click();
        await expect(region.getByRole('status').getByRole('link')).toBeVisible();
        expect(await textProblems(page), `the checker's answer to ${typed}`).toEqual([]);
      }
    });

    test(`${locale}: the contact form's ride details, open and at fault`, async ({ page }) => {
      const forms = formsWords(locale);
      await largeSpacedText(page, localizedPath('contact', locale));
      await waitForIslands(page);
      await signIn(page);
      await contactField(page, 'subject').selectOption('cotizacion');
      await contactChoice(page, 'trip', 'multipleStops').check();
      await contactChoice(page, 'repeats', 'yes').check();
      await contactForm(page).getByRole('button', { name: forms.contact.fields.stops.add }).click();
      await contactDatePart(page, localeFacts[locale].dateOrder[0]).pressSequentially('12');
      await contactSubmit(page).click();
      await expect(page.getByText(forms.contact.fields.pickupDate.errors.format).first()).toBeVisible();
      expect(await textProblems(page), 'the ride details, a repeat and a stop, with errors').toEqual([]);
    });

    test(`${locale}: "Which ride fits?" answered`, async ({ page }) => {
      const helper = loadWords('rideHelper', locale);
      await largeSpacedText(page, localizedPath('vehicles', locale));
      const region = page.getByRole('region', { name: helper.heading });
      await region.scrollIntoViewIfNeeded();
      for (const group of await region.getByRole('group').all()) await group.getByRole('radio').last().check();
      await expect(region.getByRole('link', { name: helper.suggestion.book })).toBeVisible();
      expect(await textProblems(page), 'the helper and its suggestion').toEqual([]);
    });
  }
});
