/**
 * `wpe`: the old engine, WPE WebKit 2.38 (about Safari 16.0: no `popover`), in `cog`'s headless
 * platform through WPEWebDriver. Its headless view is 800 × 600 and cannot be resized, so the page
 * is zoomed (`cog --scale`) to be as wide as asked: one browser per zoom.
 */
import type { Engine } from './engine.ts';
import { type LoadBounds, launchWebDriverEngine } from './webdriver.ts';

export const cogPath = '/usr/bin/cog';
export const wpeDriverPath = '/usr/bin/WPEWebDriver';

export function launchWpe(bounds?: LoadBounds): Promise<Engine> {
  return launchWebDriverEngine(
    {
      name: 'wpe',
      server: wpeDriverPath,
      fixedViewWidth: 800,
      start: () => Promise.resolve({ env: process.env, stop: () => undefined }),
      capabilities: (javaScript, zoom) => ({
        'wpe:browserOptions': {
          binary: cogPath,
          args: ['--automation', '--platform=headless', `--scale=${zoom}`, ...(javaScript ? [] : ['--enable-javascript=false'])],
        },
      }),
    },
    bounds,
  );
}
