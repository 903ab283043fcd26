/**
 * Local stand-in for Google Identity Services (https://accounts.google.com/gsi/client).
 *
 * Served by `node server/serve.ts --stand-ins` at /__stand-ins/gsi/client, bundled into one
 * plain classic script like Google's, its stylesheet beside it at
 * /__stand-ins/gsi/style as Google's is at /gsi/style. It defines the part of
 * `google.accounts.id` the site uses:
 *
 * - initialize(config): keeps `client_id` and `callback`;
 * - renderButton(parent, options): puts a real button, "Sign in with Google (local stand-in)",
 *   into `parent`; it opens a dialog, "Local sign-in stand-in", with the fields "Name" and "Email"
 *   and the buttons "Sign in", "Fail sign-in" and "Cancel";
 * - prompt(listener?): shows a small one-tap card at the bottom right of the viewport, with
 *   "Continue as Pat Example" and "Dismiss" (which sets Google's `g_state` cookie, as One Tap does);
 * - cancel(): removes that card;
 * - disableAutoSelect(): nothing is remembered here, so it only says in the console that it was
 *   called ("[GSI stand-in] disableAutoSelect()"), where tests and developers can see it.
 *
 * "Sign in" and "Continue as" call the callback with `{ credential, select_by }`, where the
 * credential is a JWT carrying the chosen name and email, signed RS256 by the stand-in server
 * (`credential`, beside this script; see signing.ts); "Fail sign-in" calls it with a credential
 * that cannot be decoded. Like Google's script, it
 * calls `window.onGoogleLibraryLoad()` once loaded, if the page defined it. Like Google's, its
 * button and card appear a moment after the call, here once the stand-in's stylesheet has loaded.
 */
interface StandInConfig {
  client_id?: string;
  callback?: (response: { credential: string; select_by: string }) => void;
}

interface Moment {
  getMomentType: () => string;
  isDisplayMoment: () => boolean;
  isDisplayed: () => boolean;
  isNotDisplayed: () => boolean;
  getNotDisplayedReason: () => undefined;
  isSkippedMoment: () => boolean;
  getSkippedReason: () => string | undefined;
  isDismissedMoment: () => boolean;
  getDismissedReason: () => string | undefined;
}

interface Profile {
  name: string;
  email: string;
}

/** The globals this script defines and reads. */
const page = window as unknown as {
  google?: { accounts?: { id?: unknown } };
  onGoogleLibraryLoad?: unknown;
};

const current = document.currentScript;
const scriptUrl =
  current instanceof HTMLScriptElement && current.src !== '' ? current.src : new URL('/__stand-ins/gsi/client', location.href).href;
// Beside the script, as Google's is: https://accounts.google.com/gsi/style.
const stylesheetUrl = new URL('style', scriptUrl).href;
// The stand-in server signs each credential (signing.ts).
const credentialUrl = new URL('credential', scriptUrl).href;

const defaultProfile: Profile = { name: 'Pat Example', email: 'pat@example.com' };
const idPrefix = 'gsi-stand-in-';
let nextId = 0;

let config: StandInConfig | undefined;
let card: HTMLElement | undefined;
let dialog: HTMLDialogElement | undefined;

function uniqueId(name: string): string {
  nextId += 1;
  return `${idPrefix}${name}-${nextId}`;
}

/**
 * Settles once the stand-in's stylesheet has loaded (or failed to). Its button and card enter
 * the page only then: shown before, they would flash up in the browser's 13 px button text.
 */
const stylesheetReady = new Promise<void>((resolve) => {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = stylesheetUrl;
  link.setAttribute('data-gsi-stand-in', '');
  link.addEventListener('load', () => {
    resolve();
  });
  link.addEventListener('error', () => {
    console.error(`[GSI stand-in] could not load ${stylesheetUrl}`);
    resolve();
  });
  document.head.appendChild(link);
});

function element<Tag extends keyof HTMLElementTagNameMap>(tag: Tag, className: string, text?: string): HTMLElementTagNameMap[Tag] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function button(text: string, className = ''): HTMLButtonElement {
  const node = element('button', `gsi-stand-in-button ${className}`.trim(), text);
  node.type = 'button';
  return node;
}

/** Hands a response to the page's callback, as Google's script does after a sign-in. */
function respond(response: { credential: string; select_by: string }): void {
  if (config?.callback === undefined) {
    console.error('[GSI stand-in] google.accounts.id.initialize() was not called with a callback; nothing to hand the credential to.');
    return;
  }
  config.callback(response);
}

/** Asks the stand-in server to sign a credential for the profile, and hands it over. */
function signIn(profile: Profile, selectBy: string): void {
  fetch(credentialUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ client_id: config?.client_id ?? '', name: profile.name, email: profile.email }),
  })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
      return (await response.json()) as { credential: string };
    })
    .then(({ credential }) => {
      respond({ credential, select_by: selectBy });
    })
    .catch((error: unknown) => {
      console.error(`[GSI stand-in] no credential from ${credentialUrl}:`, error);
    });
}

function failSignIn(): void {
  respond({ credential: 'not-a-valid-credential', select_by: 'btn' });
}

function field(form: HTMLFormElement, label: string, type: 'text' | 'email', value: string, autocomplete: AutoFill): HTMLInputElement {
  const id = uniqueId(type);
  const wrapper = element('div', 'gsi-stand-in-field');
  const labelNode = element('label', 'gsi-stand-in-label', label);
  labelNode.htmlFor = id;
  const input = element('input', 'gsi-stand-in-input');
  input.id = id;
  input.type = type;
  input.name = type === 'email' ? 'email' : 'name';
  input.value = value;
  input.required = true;
  input.autocomplete = autocomplete;
  wrapper.append(labelNode, input);
  form.appendChild(wrapper);
  return input;
}

/** The modal dialog in which the visitor picks the name and email to sign in with. */
function openDialog(opener: HTMLElement): void {
  if (dialog?.open === true) return;
  dialog?.remove();

  const titleId = uniqueId('title');
  const descriptionId = uniqueId('description');
  const openedDialog = element('dialog', 'gsi-stand-in-dialog');
  dialog = openedDialog;
  openedDialog.setAttribute('aria-labelledby', titleId);
  openedDialog.setAttribute('aria-describedby', descriptionId);

  const form = element('form', 'gsi-stand-in-form');
  form.method = 'dialog';
  const title = element('h2', 'gsi-stand-in-title', 'Local sign-in stand-in');
  title.id = titleId;
  const description = element(
    'p',
    'gsi-stand-in-text',
    'This replaces Google sign-in on this local copy of the site. Choose the name and email the site receives.',
  );
  description.id = descriptionId;
  form.append(title, description);

  const nameInput = field(form, 'Name', 'text', defaultProfile.name, 'name');
  const emailInput = field(form, 'Email', 'email', defaultProfile.email, 'email');

  const actions = element('div', 'gsi-stand-in-actions');
  const signInButton = button('Sign in', 'gsi-stand-in-primary');
  signInButton.type = 'submit';
  const failButton = button('Fail sign-in');
  const cancelButton = button('Cancel');
  actions.append(signInButton, failButton, cancelButton);
  form.appendChild(actions);
  openedDialog.appendChild(form);

  function close(): void {
    openedDialog.close();
    openedDialog.remove();
    if (opener.isConnected) opener.focus();
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!form.reportValidity()) return;
    const profile = { name: nameInput.value, email: emailInput.value };
    close();
    signIn(profile, 'btn');
  });
  failButton.addEventListener('click', () => {
    close();
    failSignIn();
  });
  cancelButton.addEventListener('click', close);
  // Escape closes the dialog natively; tidy up after it like Cancel.
  openedDialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });

  document.body.appendChild(openedDialog);
  openedDialog.showModal();
  nameInput.focus();
  nameInput.select();
}

/** While the card shows, pages scroll focused elements clear of it (see client.css). */
const cardOpenClass = 'gsi-stand-in-card-open';

function removeCard(): void {
  card?.remove();
  card = undefined;
  document.documentElement.classList.remove(cardOpenClass);
}

/** The first pause Google's One Tap takes after being closed, and its longest. */
const firstCooldownMs = 2 * 60 * 60 * 1000;
const longestCooldownSeconds = 28 * 24 * 60 * 60;

/**
 * What Google's One Tap does when its card is closed: it notes so in a `g_state` cookie on the
 * site's own domain (its cooldown: https://developers.google.com/identity/gsi/web/guides/features),
 * which the privacy notice must list. The stand-in writes it the same way so the site's test of
 * what a browser keeps (tests/e2e/privacy.spec.ts) meets it, and keeps showing its card.
 */
function rememberDismissal(): void {
  const state = JSON.stringify({ i_l: 1, i_p: Date.now() + firstCooldownMs });
  document.cookie = `g_state=${state}; path=/; max-age=${longestCooldownSeconds}; SameSite=Lax`;
}

/** A moment notification like the one Google passes to a prompt() listener. */
function moment(type: 'display' | 'skipped' | 'dismissed', reason?: string): Moment {
  return {
    getMomentType: () => type,
    isDisplayMoment: () => type === 'display',
    isDisplayed: () => type === 'display',
    isNotDisplayed: () => false,
    getNotDisplayedReason: () => undefined,
    isSkippedMoment: () => type === 'skipped',
    getSkippedReason: () => (type === 'skipped' ? reason : undefined),
    isDismissedMoment: () => type === 'dismissed',
    getDismissedReason: () => (type === 'dismissed' ? reason : undefined),
  };
}

const id = {
  initialize(options: StandInConfig): void {
    config = { ...options };
  },

  // Google's options (theme, size, text, shape, width, locale) only change its own button's looks.
  renderButton(parent: unknown): void {
    if (!(parent instanceof HTMLElement)) {
      console.error('[GSI stand-in] renderButton() needs an element to render into.');
      return;
    }
    const signInButton = button('Sign in with Google (local stand-in)', 'gsi-stand-in-signin');
    signInButton.addEventListener('click', () => {
      openDialog(signInButton);
    });
    void stylesheetReady.then(() => {
      parent.replaceChildren(signInButton);
    });
  },

  prompt(listener?: (moment: Moment) => void): void {
    const notify = listener ?? (() => undefined);
    if (card !== undefined) return;
    const titleId = uniqueId('card-title');
    const shownCard = element('aside', 'gsi-stand-in-card');
    card = shownCard;
    shownCard.setAttribute('aria-labelledby', titleId);
    const title = element('p', 'gsi-stand-in-card-title', 'Google one-tap (local stand-in)');
    title.id = titleId;
    const actions = element('div', 'gsi-stand-in-actions');
    const continueButton = button(`Continue as ${defaultProfile.name}`, 'gsi-stand-in-primary');
    const dismissButton = button('Dismiss');
    actions.append(continueButton, dismissButton);
    shownCard.append(title, actions);
    continueButton.addEventListener('click', () => {
      removeCard();
      notify(moment('dismissed', 'credential_returned'));
      signIn(defaultProfile, 'user_1tap');
    });
    dismissButton.addEventListener('click', () => {
      removeCard();
      rememberDismissal();
      notify(moment('skipped', 'user_cancel'));
    });
    void stylesheetReady.then(() => {
      if (card !== shownCard) return; // cancelled, or dismissed, before it could show
      document.body.appendChild(shownCard);
      document.documentElement.classList.add(cardOpenClass);
      notify(moment('display'));
    });
  },

  cancel(): void {
    removeCard();
  },

  disableAutoSelect(): void {
    console.info('[GSI stand-in] disableAutoSelect()');
  },
};

page.google ??= {};
page.google.accounts ??= {};
page.google.accounts.id = id;

if (typeof page.onGoogleLibraryLoad === 'function') {
  try {
    (page.onGoogleLibraryLoad as () => void)();
  } catch (error) {
    console.error(error);
  }
}
