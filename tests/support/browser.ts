/** Where the end-to-end tests find Chromium: Debian's package, since Playwright cannot download its own here. */
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Keeps Chromium from calling home: this machine has no network, and tests must reach only localhost. */
export const chromiumArgs = [
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-gpu',
];
