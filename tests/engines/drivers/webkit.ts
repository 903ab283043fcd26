/**
 * `webkit`: WebKitGTK's MiniBrowser, Safari's engine on Linux, through WebKitWebDriver on a private
 * Xvfb display.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { globSync } from 'node:fs';
import type { Engine } from './engine.ts';
import { type LoadBounds, launchWebDriverEngine, stop } from './webdriver.ts';

export const xvfbPath = '/usr/bin/Xvfb';
export const webKitDriverPath = '/usr/bin/WebKitWebDriver';

/** WebKitGTK's MiniBrowser, which webkit2gtk-driver installs beside the library (the folder names the architecture). */
export function miniBrowserPath(): string {
  return (
    process.env['MINIBROWSER_PATH'] ??
    globSync('/usr/lib/*/webkit2gtk-4.1/MiniBrowser')[0] ??
    '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
  );
}

/** A private X display for MiniBrowser, numbered by Xvfb itself. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(xvfbPath, ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let text = '';
    const pipe = xvfb.stdio[3];
    if (pipe === null || pipe === undefined || !('on' in pipe)) {
      reject(new Error('Xvfb gave no display pipe'));
      return;
    }
    pipe.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => {
      reject(new Error(`Xvfb exited (${String(code)})`));
    });
  });
  return { display, process: xvfb };
}

export function launchWebKit(bounds?: LoadBounds): Promise<Engine> {
  return launchWebDriverEngine(
    {
      name: 'webkit',
      server: webKitDriverPath,
      async start() {
        const xvfb = await startXvfb();
        return {
          env: { ...process.env, DISPLAY: xvfb.display },
          stop: () => {
            stop(xvfb.process);
          },
        };
      },
      capabilities: (javaScript) => ({
        browserName: 'MiniBrowser',
        // Full screen: no toolbar, whose width would keep the window from narrowing to a phone's.
        'webkitgtk:browserOptions': {
          binary: miniBrowserPath(),
          args: ['--automation', '--full-screen', ...(javaScript ? [] : ['--enable-javascript=false'])],
        },
      }),
    },
    bounds,
  );
}
