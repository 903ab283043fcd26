import { expect, type Page } from '@playwright/test';
import type { SiteRoute } from './site-routes.ts';

/** Waits until everything the route shows after `load` is there; `timeout` for a page slowed on purpose. */
export async function expectComplete(page: Page, route: SiteRoute, timeout?: number): Promise<void> {
  for (const name of route.arrivesLater ?? []) {
    await expect(page.getByRole('button', { name })).toBeVisible(timeout === undefined ? {} : { timeout });
  }
}

/** Opens the route and waits until it is complete. */
export async function openRoute(page: Page, route: SiteRoute): Promise<void> {
  await page.goto(route.path);
  await expectComplete(page, route);
}
