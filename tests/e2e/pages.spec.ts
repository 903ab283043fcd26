/**
 * Every route shows the content the spec lists. Strings the spec fixes are written out here;
 * copy the spec leaves open is read from the content files.
 */
import { expect, test } from '@playwright/test';
import { coverage, home, services, site, trips, vehicles } from './content.ts';

test('/ has the hero, About Us with its two stats, and the four offer cards', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.title);
  await expect(page.getByText(home.hero.subtitle)).toBeVisible();
  await expect(page.getByRole('img', { name: home.hero.image.alt })).toBeVisible();

  const about = page.getByRole('region', { name: 'About Us' });
  await expect(about.getByRole('img', { name: home.about.image.alt })).toBeVisible();
  await expect(about.getByText(home.about.body)).toBeVisible();
  await expect(about.getByRole('term')).toHaveText(['Years of Service', 'Professional Drivers']);
  await expect(about.getByRole('definition')).toHaveText(['10+', '50+']);

  const offers = page.getByRole('region', { name: 'What do we offer?' });
  const cards = offers.getByRole('listitem');
  await expect(cards).toHaveCount(4);
  const hrefs = await offers.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(['/coverage', '/services', '/vehicles', '/trips']);
});

test('/coverage has the map, the six counties with their service type, a card per county and the next steps', async ({ page }) => {
  await page.goto('/coverage');
  const map = page.getByRole('img', { name: coverage.map.alt });
  await expect(map).toBeVisible();
  expect(await map.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  const area = page.getByRole('region', { name: 'Our service area' });
  await expect(area.getByRole('listitem')).toHaveText([
    'CollierFull service',
    'LeeFull service',
    'Miami DadeFull service',
    'CharlotteRecurrent Service',
    'Palm BeachFull service',
    'BrowardRecurrent service',
  ]);

  const details = page.getByRole('region', { name: 'County by county' });
  for (const county of coverage.counties) {
    const card = details.getByRole('listitem').filter({ has: page.getByRole('heading', { name: county.name, exact: true }) });
    await expect(card.getByText(county.description)).toBeVisible();
    await expect(card.getByRole('definition').first()).toHaveText(county.hospitals);
    await expect(card.getByRole('definition').nth(1)).toHaveText(county.medicalCenters);
  }
  const charlotte = details.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Charlotte' }) });
  await expect(charlotte).toContainText('24-hour service');
  await expect(charlotte).toContainText('2 main hospitals');
  await expect(charlotte).toContainText('10+ medical centers');

  const more = page.getByRole('region', { name: 'Need more information?' });
  await expect(more.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expect(more.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services');
});

test('/services has six service levels and the free consultation button', async ({ page }) => {
  await page.goto('/services');
  const levels = page.getByRole('region', { name: 'Levels of service' });
  await expect(levels.getByRole('heading', { level: 3 })).toHaveText([
    'Ambulatory',
    'Wheelchair',
    'Stretcher',
    'Door to Door',
    'Special Transport',
    'Shared Multi-Rider Trips',
  ]);
  for (const level of services.levels) await expect(levels.getByText(level.description)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request Free Consultation' })).toHaveAttribute('href', '/contact');
});

test('/trips has six trip modes, each with a description, four features and a picture', async ({ page }) => {
  await page.goto('/trips');
  const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Round Trip with Waiting Time',
    'Round Trip Waiting for Patient',
    'Multiple Trip',
    'Regular Round Trip',
    'One-Way Trip',
    'Shared Trip',
  ]);
  for (const [index, mode] of trips.modes.entries()) {
    const card = cards.nth(index);
    await expect(card.getByText(mode.description)).toBeVisible();
    await expect(card.getByRole('listitem')).toHaveText(mode.features);
    await expect(card.getByRole('img', { name: mode.image.alt })).toBeAttached();
  }
  await expect(cards.first()).toContainText('Waiting up to 1 hour included');
  await expect(cards.nth(3)).toContainText('Automatic weekly or monthly scheduling');
  await expect(cards.nth(5)).toContainText('Reduced rates');

  const notSure = page.getByRole('region', { name: 'Not sure which option to choose?' });
  await expect(notSure.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});

test('/vehicles has four vehicles with their capacity, and call and email buttons', async ({ page }) => {
  await page.goto('/vehicles');
  const cards = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Regular Cars',
    'Medical Vans',
    'Stretcher Transport',
    'Transport Buses',
  ]);
  await expect(cards.nth(0)).toContainText('3-4 passengers');
  await expect(cards.nth(1)).toContainText('5-6 passengers');
  await expect(cards.nth(1)).toContainText('Ramp or lift');
  await expect(cards.nth(2)).toContainText('Stretcher');
  await expect(cards.nth(2)).toContainText('Extra driver');
  await expect(cards.nth(3)).toContainText('15-25 passengers');
  await expect(cards.nth(3)).toContainText('Wheelchair spaces');
  for (const [index, vehicle] of vehicles.vehicles.entries()) {
    await expect(cards.nth(index).getByText(vehicle.description)).toBeVisible();
    await expect(cards.nth(index).getByRole('img', { name: vehicle.image.alt })).toBeAttached();
  }

  const notSure = page.getByRole('region', { name: 'Not sure which vehicle you need?' });
  await expect(notSure.getByRole('link', { name: 'Call Now' })).toHaveAttribute('href', `tel:${site.company.phone.tel}`);
  await expect(notSure.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${site.company.email}\\?subject=`),
  );
});

test('/contact has the contact information and the business hours', async ({ page }) => {
  await page.goto('/contact');
  const info = page.getByRole('region', { name: 'Contact Information' });
  await expect(info).toContainText(site.company.address.street);
  await expect(info).toContainText('Cape Coral');
  await expect(info.getByRole('link', { name: site.company.phone.display })).toHaveAttribute('href', `tel:${site.company.phone.tel}`);
  await expect(info.getByRole('link', { name: site.company.email })).toHaveAttribute('href', `mailto:${site.company.email}`);
  await expect(info).toContainText('Available Regular Office Hours');

  const hours = page.getByRole('region', { name: 'Business Hours' });
  await expect(hours.getByRole('term')).toHaveText(['Monday – Friday', 'Saturday – Sunday']);
  await expect(hours.getByRole('definition')).toHaveText(['8:00 AM – 5:00 PM', 'Special Request']);
});

test('an unknown path answers 404 with "404 - Page not found"', async ({ page }) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page not found');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /Go to the home page/ })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: new RegExp(site.company.phone.display) })).toHaveAttribute(
    'href',
    `tel:${site.company.phone.tel}`,
  );
});
