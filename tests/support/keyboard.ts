/**
 * Moving through a page with the keyboard alone, checking at every stop what a sighted keyboard
 * user needs: a focus indicator they can see (WCAG 2.4.13's measure: a ring at least 2 px thick
 * whose colour has at least 3:1 against what was there before) and the focused element not hidden
 * under the fixed header or anything else (2.4.11).
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { contrast } from './color.ts';

interface FocusedElement {
  name: string;
  /** The outline and any box-shadow rings drawn around it, with their thickness in px. */
  rings: { color: string; thickness: number }[];
  /** The opaque colour the rings are drawn over. */
  behind: string;
  /** Some part of it is the topmost thing at its place on screen. */
  seen: boolean;
}

function describeFocused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const name = `<${focused.localName}> "${(focused.getAttribute('aria-label') ?? focused.textContent).trim().slice(0, 40)}"`;
    const style = getComputedStyle(focused);

    let behind = 'rgb(255, 255, 255)';
    for (let ancestor = focused.parentElement; ancestor !== null; ancestor = ancestor.parentElement) {
      const background = getComputedStyle(ancestor).backgroundColor;
      if (!/^rgba\(.*, 0\)$/.test(background) && background !== 'transparent') {
        behind = background;
        break;
      }
    }

    const rings: { color: string; thickness: number }[] = [];
    if (style.outlineStyle !== 'none') rings.push({ color: style.outlineColor, thickness: parseFloat(style.outlineWidth) });
    // Each box-shadow as computed: "rgb(…) 0px 0px 0px 9px", its spread last.
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const color = /rgba?\([^)]*\)/.exec(shadow)?.[0];
      const lengths = shadow.replace(color ?? '', '').match(/-?[\d.]+px/g) ?? [];
      if (color !== undefined && lengths.length === 4) rings.push({ color, thickness: parseFloat(lengths[3] ?? '0') });
    }

    const box = focused.getBoundingClientRect();
    const samples = [
      [0.5, 0.5],
      [0.1, 0.2],
      [0.9, 0.2],
      [0.1, 0.8],
      [0.9, 0.8],
    ] as const;
    const seen = samples.some(([x, y]) => {
      const hit = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
      return hit !== null && focused.contains(hit);
    });
    return { name, rings, behind, seen };
  });
}

/** What is wrong with how the focused element shows; an empty list when it shows well. */
async function focusProblems(page: Page): Promise<string[]> {
  const focused = await describeFocused(page);
  if (focused === null) return ['nothing has focus'];
  const problems: string[] = [];
  const visibleRing = focused.rings.some((ring) => ring.thickness >= 2 && contrast(ring.color, focused.behind) >= 3);
  if (!visibleRing) {
    problems.push(`${focused.name} has no focus ring 2 px thick at 3:1 on ${focused.behind}: ${JSON.stringify(focused.rings)}`);
  }
  if (!focused.seen) problems.push(`${focused.name} is hidden under the fixed header, another element, or off screen`);
  return problems;
}

/** Checks the element that has focus shows it and can be seen, once any smooth scroll to it has ended. */
export async function expectFocusShown(page: Page): Promise<void> {
  await expect.poll(() => focusProblems(page)).toEqual([]);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking every stop on the way, as a
 * keyboard user moves through the page. Fails when the target is not reached in `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusShown(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target.toString()} was not reached in ${limit} presses of Tab`);
}

/**
 * Chooses `choice` in its group of radio buttons as a keyboard user does: Tab into the group (onto
 * its checked radio, or its first), then the arrow keys, which check as they move; Space when the
 * radio Tab lands on is the one. Every stop is checked as `tabTo` checks it.
 */
export async function chooseByKeyboard(page: Page, group: Locator, choice: Locator): Promise<void> {
  const radios = group.getByRole('radio');
  for (let presses = 0; !(await radios.evaluateAll((all) => all.some((radio) => radio === document.activeElement))); presses += 1) {
    if (presses >= 60) throw new Error(`${group.toString()} was not reached in 60 presses of Tab`);
    await page.keyboard.press('Tab');
    await expectFocusShown(page);
  }
  if (await choice.evaluate((element) => element === document.activeElement)) await page.keyboard.press('Space');
  for (let presses = await radios.count(); !(await choice.isChecked()) && presses > 0; presses -= 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(choice).toBeChecked();
  await expect(choice).toBeFocused();
  await expectFocusShown(page);
}
