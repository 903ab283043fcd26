/**
 * A page printed (to PDF, as Chromium prints it) and read back, and its text under print media
 * against the paper.
 */
import type { Page } from '@playwright/test';
import { contrast } from '../color.ts';
import { type PrintedDocument, readPdf } from '../pdf.ts';

const paper = 'rgb(255, 255, 255)';

/** The page printed on Letter paper once its fonts are in, read back sheet by sheet. */
export async function print(page: Page): Promise<PrintedDocument> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return readPdf(await page.pdf({ format: 'Letter' }));
}

/** Every visible run of text under print media whose colour has less than 7:1 against white paper; then the screen again. */
export async function faintTextOnPaper(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' });
  const runs = await page.evaluate(() => {
    const found: { text: string; color: string }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (element === null || text === '' || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      found.push({ text: text.slice(0, 40), color: getComputedStyle(element).color });
    }
    return found;
  });
  await page.emulateMedia({ media: 'screen' });
  return runs
    .map(({ text, color }) => ({ text, ratio: contrast(color, paper) }))
    .filter(({ ratio }) => ratio < 7)
    .map(({ text, ratio }) => `"${text}" ${ratio.toFixed(2)}:1`);
}
