/**
 * Every built page of every language is valid HTML by W3C's own checker, in one start of it: no
 * error, and no warning but those its Content-Security-Policy checker makes of this site's policy.
 * (The forms as React draws them once a visitor signs in are the browser tests'.)
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { dist } from '../../scripts/lib/route-weight.ts';
import { checkHtml, htmlFindings } from '../support/html-checker.ts';
import { routes } from '../support/site-routes.ts';

const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .sort();

it('every built page passes the W3C HTML checker', async () => {
  expect(pages.length).toBeGreaterThanOrEqual(routes.length);
  expect(htmlFindings(await checkHtml(pages.map((page) => join(dist, page))), dist)).toEqual([]);
}, 60_000);
