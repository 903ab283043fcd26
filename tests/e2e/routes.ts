import { expect, type Page } from '@playwright/test';
import { oneTapButton, standInButton } from './stand-in.ts';

export interface SiteRoute {
  path: string;
  /** Names the route's screenshots. */
  name: string;
  /**
   * Buttons that arrive after the page's `load`: the sign-in stand-in's, on /contact. Checks of the
   * whole page wait for them, so they measure what a visitor ends up seeing.
   */
  arrivesLater?: readonly string[];
  /** Hydrates a React island (the forms on /contact); every other route ships only the page enhancements. */
  island?: true;
}

/** Every route of the site, for tests and screenshots that visit them all. */
export const routes: readonly SiteRoute[] = [
  { path: '/', name: 'home' },
  { path: '/coverage', name: 'coverage' },
  { path: '/services', name: 'services' },
  { path: '/trips', name: 'trips' },
  { path: '/vehicles', name: 'vehicles' },
  { path: '/contact', name: 'contact', arrivesLater: [standInButton, oneTapButton], island: true },
  { path: '/no-such-page', name: 'not-found' },
];

/** Waits until everything the route shows after `load` is there. */
export async function expectComplete(page: Page, route: SiteRoute): Promise<void> {
  for (const name of route.arrivesLater ?? []) {
    await expect(page.getByRole('button', { name })).toBeVisible();
  }
}

/** Opens the route and waits until it is complete. */
export async function openRoute(page: Page, route: SiteRoute): Promise<void> {
  await page.goto(route.path);
  await expectComplete(page, route);
}
