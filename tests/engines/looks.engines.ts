/**
 * How pages look, the same in every engine: the current page's link underlined in the bar
 * (WebKit dropped the minified shorthand `text-decoration: underline .15em`); one spelling of each
 * service type on the coverage pages; and, with WCAG 1.4.12's text spacing on top of the loaded
 * web font at 1280 px, nothing drawn past the viewport's sides or cut off by a box that clips (the
 * header's Call button ran 14–33 px past the right edge on every English page).
 */
import { loadWords } from '../../src/content/load.ts';
import { localizedPath } from '../../src/i18n/routes.ts';
import { routes, type SiteRoute } from '../support/site-routes.ts';
import { textSpacingRules } from '../support/readings/layout.ts';
import type { EnginePage } from './drivers/engine.ts';
import { expect, test, waitFor } from './fixtures.ts';

test('/coverage at 1280 px: the current page’s link in the bar is underlined', async ({ page }) => {
  await page.goto(localizedPath('coverage', 'en'));
  const decoration = await page.evaluate(() => {
    const link = document.querySelector('header nav a[aria-current="page"]');
    return link === null ? null : getComputedStyle(link).textDecorationLine;
  });
  expect(decoration, 'text-decoration-line of the link with aria-current="page"').toContain('underline');
});

for (const locale of ['en', 'es'] as const) {
  const path = localizedPath('coverage', locale);
  const names = Object.values(loadWords('coverage', locale).serviceTypes);

  test(`${path}: each service type is written one way, as content has it`, async ({ page }) => {
    await page.goto(path);
    const text = await page.evaluate(() => document.body.innerText.replace(/\s+/g, ' '));
    for (const name of names) {
      expect.soft(text, `"${name}" appears`).toContain(name);
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
      const spellings = [...new Set(text.match(new RegExp(escaped, 'gi')) ?? [])];
      expect.soft(spellings, `the ways "${name}" is written on the page`).toEqual([name]);
    }
  });
}

/**
 * Adds the spacing to the page's own first style sheet through the CSSOM: a `<style>` element
 * would be refused by the page's CSP in engines that cannot bypass it, a rule added to a sheet the
 * policy allowed is not. Waits for the web font first. Runs in the page.
 */
async function spaceText(rules: readonly string[]): Promise<number> {
  await document.fonts.ready;
  // A sheet of the site's own (inline or linked) that applies to the screen, not the print one.
  const sheet = [...document.styleSheets].find((candidate) => {
    try {
      const media = candidate.media.mediaText;
      return candidate.cssRules.length >= 0 && (media === '' || matchMedia(media).matches);
    } catch {
      return false;
    }
  });
  if (sheet === undefined) throw new Error('no style sheet of the site to add the spacing to');
  for (const rule of rules) sheet.insertRule(rule, sheet.cssRules.length);
  return parseFloat(getComputedStyle(document.body).letterSpacing) / parseFloat(getComputedStyle(document.body).fontSize);
}

/**
 * Visible text, links, buttons and fields drawn past the viewport's left or right edge, or cut off
 * by an ancestor whose overflow is hidden or clip. Text for screen readers only (clipped to
 * nothing) and the sign-in stand-in's own widgets are left out. Runs in the page.
 */
function drawnOutside(): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const name = (element: Element) =>
    `<${element.localName}${element.hasAttribute('class') ? ` class="${element.getAttribute('class') ?? ''}"` : ''}> "${element.textContent.trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
  const hiddenAway = (element: Element) => {
    if (element.closest('.gsi-stand-in-button, .gsi-stand-in-dialog, .gsi-stand-in-card, [inert]') !== null) return true;
    for (let current: Element | null = element; current !== null; current = current.parentElement) {
      const style = getComputedStyle(current);
      if (style.clipPath === 'inset(50%)' || style.visibility === 'hidden' || style.display === 'none') return true;
    }
    return false;
  };
  const clippingAncestor = (element: Element) => {
    for (let ancestor = element.parentElement; ancestor !== null && ancestor !== document.body; ancestor = ancestor.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(ancestor);
      if ([overflowX, overflowY].some((value) => value === 'hidden' || value === 'clip')) return ancestor;
    }
    return null;
  };
  const boxes: { element: Element; box: DOMRect }[] = [];
  for (const element of document.querySelectorAll('a, button, input, select, textarea, label, summary')) {
    boxes.push({ element, box: element.getBoundingClientRect() });
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node.parentElement === null || (node.textContent ?? '').trim() === '') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) boxes.push({ element: node.parentElement, box });
  }
  for (const { element, box } of boxes) {
    if (box.width === 0 || box.height === 0 || hiddenAway(element)) continue;
    if (box.left < -0.5 || box.right > width + 0.5) {
      problems.push(`${name(element)} is drawn from ${Math.round(box.left)} to ${Math.round(box.right)} px in a ${width} px viewport`);
    }
    const clip = clippingAncestor(element)?.getBoundingClientRect();
    if (
      clip !== undefined &&
      (box.left < clip.left - 0.5 || box.right > clip.right + 0.5 || box.top < clip.top - 0.5 || box.bottom > clip.bottom + 0.5)
    ) {
      problems.push(`${name(element)} is cut off by a box that clips it`);
    }
  }
  return [...new Set(problems)];
}

async function spacedProblems(page: EnginePage, route: SiteRoute): Promise<string[]> {
  await page.goto(route.path);
  await waitFor(
    page,
    'the page is complete',
    (island: boolean) => document.readyState === 'complete' && (!island || document.querySelector('.gsi-stand-in-signin') !== null),
    route.island === true,
  );
  expect(await page.evaluate(spaceText, textSpacingRules), 'letter spacing in em, once the spacing is on').toBeCloseTo(0.12, 2);
  return page.evaluate(drawnOutside);
}

test('every English page at 1280 px with WCAG text spacing: nothing drawn outside the viewport or cut off', async ({ page, journal }) => {
  for (const route of routes.filter((candidate) => candidate.locale === 'en')) {
    expect.soft(await spacedProblems(page, route), `${route.path} with text spacing`).toEqual([]);
    // The 404 page's own status.
    if (route.route === null) journal.allow((entry) => entry.includes(route.path) && / 404\b/.test(entry));
  }
});
