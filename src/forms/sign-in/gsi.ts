/**
 * Google Identity Services in the browser: the few parts of `google.accounts.id` the sign-in gate
 * uses, and loading its script (`formsConfig.gsiScriptSrc`) as an external `<script async>`.
 * In local mode that address serves the stand-in, which speaks the same API.
 */

/** What the sign-in callback receives. */
export interface CredentialResponse {
  /** The ID token: a JWT carrying the person's name and email. */
  credential?: string;
  select_by?: string;
}

export interface IdConfiguration {
  client_id: string;
  callback: (response: CredentialResponse) => void;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  context?: 'signin' | 'signup' | 'use';
  use_fedcm_for_prompt?: boolean;
  itp_support?: boolean;
}

interface GsiButtonConfiguration {
  type: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  /** In pixels, 200 to 400. */
  width?: number;
  locale?: string;
}

export interface GoogleAccountsId {
  initialize: (config: IdConfiguration) => void;
  renderButton: (parent: HTMLElement, options: GsiButtonConfiguration) => void;
  prompt: () => void;
  disableAutoSelect: () => void;
  cancel: () => void;
}

/** If the script neither loads nor fails within this time (a stalled network), the gate says sign-in is unavailable. */
const gsiLoadTimeoutMs = 15_000;

let loading: Promise<GoogleAccountsId> | undefined;

/** `window.google.accounts.id`, read without declaring a global (the stand-in's tests declare their own). */
function loadedApi(): GoogleAccountsId | undefined {
  const { google } = window as unknown as { google?: { accounts?: { id?: GoogleAccountsId } } };
  return google?.accounts?.id;
}

/**
 * The `google.accounts.id` API, loading the script once per page. Rejects when the script fails to
 * load, loads without defining the API, or takes longer than `gsiLoadTimeoutMs`; a later call tries again.
 */
export function loadGsi(src: string): Promise<GoogleAccountsId> {
  const ready = loadedApi();
  if (ready !== undefined) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => {
      fail(new Error(`The sign-in script ${src} took too long to load.`));
    }, gsiLoadTimeoutMs);
    function fail(error: Error): void {
      clearTimeout(timer);
      script.remove();
      loading = undefined;
      reject(error);
    }
    script.src = src;
    script.async = true;
    script.addEventListener('load', () => {
      const api = loadedApi();
      if (api === undefined) {
        fail(new Error(`The sign-in script ${src} loaded but did not define google.accounts.id.`));
        return;
      }
      clearTimeout(timer);
      resolve(api);
    });
    script.addEventListener('error', () => {
      fail(new Error(`The sign-in script ${src} could not load.`));
    });
    document.head.append(script);
  });
  return loading;
}

/** Asks Google not to sign the visitor in again by itself on this browser: part of Sign out. */
export function disableAutoSelect(): void {
  loadedApi()?.disableAutoSelect();
}
