/** The navigation bar and footer, on every route. */
import { expect, test } from '@playwright/test';
import { routes } from './routes.ts';
import { site } from './content.ts';

for (const { path } of routes) {
  test(`${path} has the navigation bar and the footer`, async ({ page }) => {
    await page.goto(path);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([
      'Home',
      'Coverage',
      'Services',
      'Vehicles',
      'Trip Types',
      'Contact Us',
      'Book Now',
    ]);
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(['/', '/coverage', '/services', '/vehicles', '/trips', '/contact', '/contact']);
    await expect(page.getByRole('banner').getByRole('link', { name: new RegExp(site.company.phone.display) })).toHaveAttribute(
      'href',
      `tel:${site.company.phone.tel}`,
    );

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(
      'Safe and reliable transportation for elderly adults, with mobility, dignity, comfort and personalized attention.',
    );
    for (const name of ['Facebook', 'Instagram']) {
      await expect(footer.getByText(name, { exact: true })).toBeVisible();
      await expect(footer.getByRole('link', { name })).toHaveCount(0);
    }
    await expect(footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveText(
      site.navigation.links.map((link) => link.label),
    );
    await expect(footer.getByRole('region', { name: 'Our Services' }).getByRole('listitem')).toHaveText([
      'Regular Car Transport',
      'Wheelchair Services',
      'Stretcher',
      'Transport Bus',
      'Round Trip Services',
      'Multi-Trip Options',
    ]);
    await expect(footer).toContainText('Cape Coral');
    await expect(footer.getByRole('link', { name: site.company.phone.display })).toHaveAttribute('href', `tel:${site.company.phone.tel}`);
    await expect(footer.getByRole('link', { name: site.company.email })).toHaveAttribute('href', `mailto:${site.company.email}`);
    await expect(footer).toContainText('Available Regular Office Hours');

    const credit = footer.getByRole('link', { name: new RegExp(site.designer.name) });
    await expect(credit).toHaveAttribute('href', site.designer.href);
    await expect(credit).toHaveAttribute('target', '_blank');
    await expect(credit).toHaveAttribute('rel', 'noopener');
  });
}

test('the copyright shows the year the page is viewed in, not the year it was built', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-03-15T12:00:00'));
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${site.company.name}.`);
});

test('the current page is marked in the navigation', async ({ page }) => {
  await page.goto('/vehicles');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Vehicles' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('following a link shows the new page from its top', async ({ page }) => {
  await page.goto('/services');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Trip Types' }).click();
  await expect(page).toHaveURL('/trips');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the skip link takes keyboard users past the navigation', async ({ page }) => {
  await page.goto('/coverage');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test('the fixed bar never covers the element that has keyboard focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto('/services');
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
  let checked = 0;
  for (let press = 0; press < 40; press += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body || element.closest('header')) return undefined;
      const box = element.getBoundingClientRect();
      return { top: box.top, text: element.textContent };
    });
    if (focused === undefined) continue;
    checked += 1;
    expect(focused.top, `"${focused.text}" is under the bar`).toBeGreaterThanOrEqual(headerBottom);
  }
  expect(checked).toBeGreaterThan(20);
});
