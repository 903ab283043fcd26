/**
 * The journal itself, in every engine: a page that throws, writes a console error, asks for a file
 * that is not there and runs an inline script its CSP refuses is caught on each count, so a
 * journey that finds nothing wrong found nothing, not nothing it could see. What the relay asks of
 * the stand-ins is not the page's: EmailJS's 429 to a send the machine's load bunched failed a
 * journey that had gone right.
 */
import { expect, fromServer, test } from './fixtures.ts';
import { apiPrefix } from '../../stand-ins/paths.ts';

/** Each kind of fault the journal must catch, and how its entry is known. */
const probes: Record<string, (entry: string) => boolean> = {
  'a failed request': (entry) => entry.includes('journal-probe-missing.png'),
  'a CSP violation': (entry) => entry.startsWith('csp'),
  'a console error': (entry) => entry.includes('journal probe: console'),
  'an uncaught exception': (entry) => entry.includes('journal probe: thrown'),
};

test('the journal sees an uncaught exception, a console error, a failed request and a CSP violation', async ({ page, site, journal }) => {
  await page.goto('/');
  // Injected as the page's own code would run: element scripts, which is where the page's CSP
  // applies. It refuses the inline one, so its error and exception never happen: a script file of
  // the site's own origin does them instead.
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = '/journal-probe-missing.png';
    document.body.append(img);
    const inline = document.createElement('script');
    inline.textContent = 'console.error("journal probe: inline");';
    document.head.append(inline);
    const file = document.createElement('script');
    file.src = '/__observe/probe.js';
    document.head.append(file);
  });
  const seen: string[] = [];
  const all = () => [...journal.entries, ...seen];
  const end = Date.now() + 10_000;
  while (Date.now() < end && !Object.values(probes).every((found) => all().some(found))) {
    seen.push(...site.take().map(fromServer));
    await new Promise((done) => setTimeout(done, 100));
  }
  journal.allow(() => true);
  for (const [what, found] of Object.entries(probes)) expect.soft(all().some(found), `${what}, in ${JSON.stringify(all())}`).toBe(true);
});

test('the journal leaves out the answers the stand-ins give the relay, which the relay handles', async ({ page, site, journal }) => {
  await page.goto('/');
  // As the relay calls EmailJS: from the server side, here without the private key, answered 4xx.
  const answer = await fetch(new URL(`${apiPrefix}send`, site.origin), { method: 'POST', body: '{}' });
  expect(answer.status).toBeGreaterThanOrEqual(400);
  await new Promise((done) => setTimeout(done, 150));
  expect([...journal.entries, ...site.take().map(fromServer)]).toEqual([]);
});
