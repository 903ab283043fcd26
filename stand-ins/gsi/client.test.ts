/**
 * The local Google sign-in stand-in's browser script (stand-ins/gsi/client.ts, served bundled at
 * gsi/client) keeps the DOM contract the end-to-end tests drive. Its credentials: signing.test.ts.
 */
// @vitest-environment jsdom
import { jwtDecode } from 'jwt-decode';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';

const clientId = 'local-stand-in.apps.googleusercontent.com';

interface GoogleIdStandIn {
  initialize(config: { client_id: string; callback: (response: { credential: string; select_by: string }) => void }): void;
  renderButton(parent: HTMLElement, options?: object): void;
  prompt(listener?: (moment: { getMomentType(): string }) => void): void;
  cancel(): void;
  disableAutoSelect(): void;
}

/** The globals the script defines and reads (typed here only, so as not to clash with the app's own declarations). */
const page = window as unknown as { google?: { accounts: { id: GoogleIdStandIn } }; onGoogleLibraryLoad?: () => void };

/** The script exactly as the stand-in server sends it (bundled in tests/support/vitest-setup.ts). */
const clientScript = inject('gsiStandInScript');

function loadClient(): GoogleIdStandIn {
  // A classic script in the page's global scope, as the browser runs it (jsdom would not fetch it).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the stand-in's own source, read from disk
  (new Function(clientScript) as () => void)();
  const id = page.google?.accounts.id;
  if (id === undefined) throw new Error('the stand-in did not define google.accounts.id');
  return id;
}

/** The stand-in's stylesheet link; jsdom never loads it, so tests fire its `load` or `error`. */
function stylesheet(): HTMLLinkElement {
  const link = document.querySelector<HTMLLinkElement>('link[data-gsi-stand-in]');
  if (link === null) throw new Error('the stand-in added no stylesheet link');
  return link;
}

function stylesheetLoads(): void {
  stylesheet().dispatchEvent(new Event('load'));
}

describe('the stand-in script in a page', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    document.body.replaceChildren();
    delete page.google;
    delete page.onGoogleLibraryLoad;
    // jsdom has no modal dialogs; these do what matters here.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.open = false;
    };
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('calls window.onGoogleLibraryLoad once loaded and links its stylesheet at once', () => {
    const loaded = vi.fn();
    page.onGoogleLibraryLoad = loaded;
    loadClient();
    expect(loaded).toHaveBeenCalledOnce();
    expect(stylesheet().rel).toBe('stylesheet');
    expect(stylesheet().getAttribute('href')).toMatch(/\/__stand-ins\/gsi\/style$/);
  });

  it('shows its button and card only once the stylesheet has loaded', async () => {
    const id = loadClient();
    const moments: string[] = [];
    id.renderButton(document.body);
    id.prompt((moment) => moments.push(moment.getMomentType()));
    expect(document.querySelector('button')).toBeNull();
    expect(moments).toEqual([]);

    stylesheetLoads();
    await vi.waitFor(() => {
      expect([...document.querySelectorAll('button')].map((node) => node.textContent)).toEqual([
        'Sign in with Google (local stand-in)',
        'Continue as Pat Example',
        'Dismiss',
      ]);
    });
    expect(moments).toEqual(['display']);
  });

  it('still shows them, unstyled, when the stylesheet fails, and says so in the console', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = loadClient();
    id.renderButton(document.body);
    stylesheet().dispatchEvent(new Event('error'));
    await vi.waitFor(() => {
      expect(document.querySelector('button')?.textContent).toBe('Sign in with Google (local stand-in)');
    });
    expect(consoleError).toHaveBeenCalledWith(expect.stringMatching(/^\[GSI stand-in\] could not load .*gsi\/style$/));
  });

  it('never shows a card cancelled before the stylesheet loaded', async () => {
    const id = loadClient();
    const moments: string[] = [];
    id.prompt((moment) => moments.push(moment.getMomentType()));
    id.cancel();
    id.renderButton(document.body);
    stylesheetLoads();
    await vi.waitFor(() => {
      expect(document.querySelector('button')).not.toBeNull();
    });
    expect(document.querySelector('aside')).toBeNull();
    expect(moments).toEqual([]);
  });

  it('renders a real button that opens the labelled dialog; Cancel calls nothing', async () => {
    const callback = vi.fn();
    const id = loadClient();
    stylesheetLoads();
    id.initialize({ client_id: clientId, callback });
    const parent = document.createElement('div');
    parent.textContent = 'placeholder';
    document.body.append(parent);
    id.renderButton(parent, { theme: 'outline', size: 'large' });

    const button = await vi.waitFor(() => {
      const found = parent.querySelector('button');
      if (found === null) throw new Error('no button yet');
      return found;
    });
    expect(parent.childElementCount).toBe(1);
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('Sign in with Google (local stand-in)');
    button.click();

    const dialog = document.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    const titleId = dialog?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(titleId)?.textContent).toBe('Local sign-in stand-in');
    const inputs = [...(dialog?.querySelectorAll('input') ?? [])];
    expect(inputs.map((input) => [input.labels?.[0]?.textContent, input.value])).toEqual([
      ['Name', 'Pat Example'],
      ['Email', 'pat@example.com'],
    ]);
    expect([...(dialog?.querySelectorAll('button') ?? [])].map((node) => node.textContent)).toEqual(['Sign in', 'Fail sign-in', 'Cancel']);

    const cancel = [...(dialog?.querySelectorAll('button') ?? [])].find((node) => node.textContent === 'Cancel');
    cancel?.click();
    expect(document.querySelector('dialog')).toBeNull();
    expect(callback).not.toHaveBeenCalled();
  });

  it('hands an undecodable credential to the callback on "Fail sign-in"', async () => {
    const callback = vi.fn();
    const id = loadClient();
    stylesheetLoads();
    id.initialize({ client_id: clientId, callback });
    id.renderButton(document.body);
    await vi.waitFor(() => {
      expect(document.querySelector('button')).not.toBeNull();
    });
    document.querySelector('button')?.click();
    const fail = [...document.querySelectorAll('dialog button')].find((node) => node.textContent === 'Fail sign-in');
    (fail as HTMLButtonElement | undefined)?.click();
    expect(callback).toHaveBeenCalledExactlyOnceWith({ credential: 'not-a-valid-credential', select_by: 'btn' });
    expect(() => jwtDecode('not-a-valid-credential')).toThrow();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('shows the one-tap card on prompt(), once, and removes it on cancel() or Dismiss, which notes it in Google’s g_state cookie', async () => {
    const id = loadClient();
    stylesheetLoads();
    const moments: string[] = [];
    id.initialize({ client_id: clientId, callback: vi.fn() });
    id.prompt((moment) => moments.push(moment.getMomentType()));
    id.prompt();
    await vi.waitFor(() => {
      expect(document.querySelector('aside')).not.toBeNull();
    });
    const cards = document.querySelectorAll('aside');
    expect(cards).toHaveLength(1);
    expect([...(cards[0]?.querySelectorAll('button') ?? [])].map((node) => node.textContent)).toEqual([
      'Continue as Pat Example',
      'Dismiss',
    ]);
    id.cancel();
    expect(document.querySelector('aside')).toBeNull();
    expect(document.cookie).not.toContain('g_state=');

    id.prompt((moment) => moments.push(moment.getMomentType()));
    await vi.waitFor(() => {
      expect(document.querySelector('aside')).not.toBeNull();
    });
    const dismiss = [...document.querySelectorAll('aside button')].find((node) => node.textContent === 'Dismiss');
    (dismiss as HTMLButtonElement | undefined)?.click();
    expect(document.querySelector('aside')).toBeNull();
    expect(moments).toEqual(['display', 'display', 'skipped']);
    expect(document.cookie).toMatch(/(^|; )g_state=\{/);
  });

  it('says in the console when the page turns auto-select off', () => {
    const consoleInfo = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    loadClient().disableAutoSelect();
    expect(consoleInfo).toHaveBeenCalledExactlyOnceWith('[GSI stand-in] disableAutoSelect()');
  });
});
