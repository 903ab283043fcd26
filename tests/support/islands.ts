import { expect, type Page } from '@playwright/test';

/** Waits until every React island on the page has hydrated (Astro drops `ssr` from each when it has). */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}
