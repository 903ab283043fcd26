/**
 * Less motion: with `prefers-reduced-motion: reduce`, nothing animates or transitions for longer
 * than 0.01 s, and moving focus does not scroll smoothly.
 */
import type { Page } from '@playwright/test';

/** Elements (and their ::before and ::after) that move for longer than 0.01 s, and smooth scrolling, as the page stands. */
export function motion(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const longest = (durations: string) =>
      Math.max(...durations.split(',').map((duration) => parseFloat(duration) * (duration.trim().endsWith('ms') ? 0.001 : 1)));
    const moving: string[] = [];
    for (const element of document.querySelectorAll('*')) {
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        const animated = style.animationName !== 'none' && longest(style.animationDuration) > 0.01;
        const transitioned = longest(style.transitionDuration) > 0.01;
        if (animated || transitioned) moving.push(`<${element.localName} class="${element.getAttribute('class') ?? ''}">${pseudo ?? ''}`);
      }
    }
    // Smooth scrolling applies while focus is in the page: put it there, as a visitor's Tab does.
    document.querySelector<HTMLElement>('a[href]')?.focus();
    if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') moving.push('the page scrolls smoothly');
    (document.activeElement as HTMLElement | null)?.blur();
    return moving;
  });
}

/** What moves with less motion asked for, then the page as it was. */
export async function withLessMotion(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const moving = await motion(page);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  return moving;
}
