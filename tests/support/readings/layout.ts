/**
 * Readings of a page's layout as the browser draws it, each giving what a visitor would find wrong
 * (nothing, when all is well): sideways scrolling and the fixed bar's controls at a width, text
 * under 18 px and targets under 44 × 44 px, and text cut off or overlapping under larger text and
 * WCAG's text spacing.
 */
import type { Page } from '@playwright/test';
import { standInWidgets } from '../stand-in.ts';

/** WCAG 1.4.12's spacing, as its understanding document's test applies it, rule by rule. */
export const textSpacingRules = [
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }',
  'p { margin-bottom: 2em !important; }',
] as const;

/** The same spacing as one style sheet. */
export const textSpacing = textSpacingRules.join('\n');

/**
 * Adds a style sheet to the page as a visitor's own style sheet or bookmarklet would, and gives
 * back its removal. A constructed sheet, which the page's Content-Security-Policy rightly lets a
 * visitor add, as it refuses an injected <style>.
 */
export async function addVisitorStyle(page: Page, css: string): Promise<() => Promise<void>> {
  const name = await page.evaluate((rules) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const sheets = ((window as unknown as { visitorSheets?: CSSStyleSheet[] }).visitorSheets ??= []);
    return sheets.push(sheet) - 1;
  }, css);
  return async () => {
    await page.evaluate((index) => {
      const sheet = (window as unknown as { visitorSheets: CSSStyleSheet[] }).visitorSheets[index];
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    }, name);
  };
}

/** The header's breakpoints, both sides of each: 640 px (the language switch moves into the bar), 768 (the number shows), 1200 (the links join the bar, the number goes, the switch takes a row above) and 1408 (the number shows again). */
export const headerWidths = [320, 375, 639, 640, 767, 768, 1199, 1200, 1407, 1408, 1440, 1920] as const;

/** At the page's width now: how far it scrolls sideways, and the fixed bar's controls cut off or on top of each other. */
export function sidewaysAndBar(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    // The bar is fixed, so it never widens the page: what sticks out of it is simply cut off.
    const controls = [...document.querySelectorAll<HTMLElement>('header a, header button')]
      .map((control) => ({ text: control.textContent.trim(), box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1 && box.bottom > 0);
    const inBar = controls.filter(({ box }) => box.top < 80);
    if (document.documentElement.scrollWidth > width) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const { text } of controls.filter(({ box }) => box.left < 0 || box.right > width)) problems.push(`"${text}" is cut off`);
    for (const [index, a] of inBar.entries()) {
      for (const b of inBar.slice(index + 1)) {
        if (a.box.left < b.box.right && b.box.left < a.box.right && a.box.top < b.box.bottom && b.box.top < a.box.bottom)
          problems.push(`"${a.text}" and "${b.text}" lie on top of each other`);
      }
    }
    return problems;
  });
}

/** Text under 18 px and targets under 44 × 44 px, as drawn now. */
export function smallTextAndTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !node.textContent?.trim() || parent.closest('.visually-hidden')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden' || parent.getClientRects().length === 0) continue;
      if (parseFloat(style.fontSize) < 18) problems.push(`text of ${style.fontSize}: ${node.textContent.trim().slice(0, 40)}`);
    }
    for (const target of document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')) {
      // A radio or checkbox is clicked anywhere in the label around it, which is its target.
      const box = (target instanceof HTMLInputElement ? (target.closest('label') ?? target) : target).getBoundingClientRect();
      // Links inside running text are exempt, as in WCAG's target-size rule.
      if (box.width === 0 || target.closest('p') || target.closest('.visually-hidden')) continue;
      if (getComputedStyle(target).visibility === 'hidden') continue;
      if (box.width < 44 || box.height < 44)
        problems.push(`a target of ${Math.round(box.width)}×${Math.round(box.height)}: ${target.textContent.trim().slice(0, 40)}`);
    }
    return problems;
  });
}

/**
 * Text runs cut off or overlapping, and the page's sideways scroll, as the visitor would see them;
 * only the text `within` an element when something lies over the rest (the open menu). Controls
 * count as a whole, not only their words: a button's edge past the screen's is cut off too.
 */
export function textProblems(page: Page, within = 'body'): Promise<string[]> {
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
