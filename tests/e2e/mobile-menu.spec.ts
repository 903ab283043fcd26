import { expect, type Page, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 740 } });

function menuParts(page: Page) {
  return {
    toggle: page.getByRole('button', { name: 'Menu' }),
    links: page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Coverage' }),
  };
}

test('on a phone the links sit behind a toggle that reports its state', async ({ page }) => {
  await page.goto('/');
  const { toggle, links } = menuParts(page);
  await expect(links).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(links).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Now' })).toBeVisible();

  await toggle.click();
  await expect(links).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the menu and puts focus back on the toggle', async ({ page }) => {
  await page.goto('/');
  const { toggle, links } = menuParts(page);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(links).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(links).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('a click outside the menu closes it', async ({ page }) => {
  await page.goto('/services');
  const { toggle, links } = menuParts(page);
  await toggle.click();
  await expect(links).toBeVisible();
  await page.mouse.click(200, 700);
  await expect(links).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('following a menu link opens the new page with the menu closed', async ({ page }) => {
  await page.goto('/');
  const { toggle, links } = menuParts(page);
  await toggle.click();
  await links.click();
  await expect(page).toHaveURL('/coverage');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(menuParts(page).links).toBeHidden();
  await expect(menuParts(page).toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the phone number is one tap away', async ({ page }) => {
  await page.goto('/trips');
  const call = page.getByRole('banner').getByRole('link', { name: /Call/ });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute('href', /^tel:\+\d+$/);
});
