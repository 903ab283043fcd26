/**
 * Local stand-in for Google Identity Services (https://accounts.google.com/gsi/client).
 *
 * Served by `node server/serve.ts --stand-ins` at /__stand-ins/gsi/client.js, a plain classic
 * script like Google's. It defines the part of `google.accounts.id` the site uses:
 *
 * - initialize(config): keeps `client_id` and `callback`;
 * - renderButton(parent, options): puts a real button, "Sign in with Google (local stand-in)",
 *   into `parent`; it opens a dialog, "Local sign-in stand-in", with the fields "Name" and "Email"
 *   and the buttons "Sign in", "Fail sign-in" and "Cancel";
 * - prompt(listener?): shows a small one-tap card at the bottom right of the viewport, with
 *   "Continue as Pat Example" and "Dismiss";
 * - cancel(): removes that card; disableAutoSelect(): does nothing (nothing is remembered).
 *
 * "Sign in" and "Continue as" call the callback with `{ credential, select_by }`, where the
 * credential is a JWT-shaped string carrying the chosen name and email (see credential.js);
 * "Fail sign-in" calls it with a credential that cannot be decoded. Like Google's script, it
 * calls `window.onGoogleLibraryLoad()` once loaded, if the page defined it. Like Google's, its
 * button and card appear a moment after the call, here once the stand-in's stylesheet has loaded.
 */
(function () {
  'use strict';

  var current = document.currentScript;
  var scriptUrl = current instanceof HTMLScriptElement && current.src ? current.src : new URL('/__stand-ins/gsi/client.js', location.href).href;
  var stylesheetUrl = new URL('client.css', scriptUrl).href;
  var credentialUrl = new URL('credential.js', scriptUrl).href;

  var defaultProfile = { name: 'Pat Example', email: 'pat@example.com' };
  var idPrefix = 'gsi-stand-in-';
  var nextId = 0;

  /** @type {{ client_id?: string, callback?: (response: { credential: string, select_by: string }) => void } | undefined} */
  var config;
  /** @type {HTMLElement | undefined} */
  var card;
  /** @type {HTMLDialogElement | undefined} */
  var dialog;

  /** The credential module, fetched once, when first needed. */
  var credentialModule;
  function loadCredentialModule() {
    credentialModule =
      credentialModule ||
      import(credentialUrl).catch(function (error) {
        credentialModule = undefined; // so the next sign-in tries again
        throw error;
      });
    return credentialModule;
  }

  /** Fetches it ahead of a sign-in; a failure is reported when the sign-in needs it. */
  function preloadCredentialModule() {
    loadCredentialModule().catch(function () {});
  }

  function uniqueId(name) {
    nextId += 1;
    return idPrefix + name + '-' + nextId;
  }

  /**
   * Settles once the stand-in's stylesheet has loaded (or failed to). Its button and card enter
   * the page only then: shown before, they would flash up in the browser's 13 px button text.
   */
  var stylesheetReady = new Promise(function (resolve) {
    var link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.setAttribute('data-gsi-stand-in', '');
    link.addEventListener('load', function () { resolve(); });
    link.addEventListener('error', function () {
      console.error('[GSI stand-in] could not load ' + stylesheetUrl);
      resolve();
    });
    document.head.appendChild(link);
  });

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }

  function button(text, className) {
    var node = element('button', 'gsi-stand-in-button ' + (className || ''), text);
    node.type = 'button';
    return node;
  }

  /** Hands a response to the page's callback, as Google's script does after a sign-in. */
  function respond(response) {
    if (!config || typeof config.callback !== 'function') {
      console.error('[GSI stand-in] google.accounts.id.initialize() was not called with a callback; nothing to hand the credential to.');
      return;
    }
    config.callback(response);
  }

  function signIn(profile, selectBy) {
    loadCredentialModule().then(
      function (module) {
        var credential = module.createCredential({
          clientId: (config && config.client_id) || '',
          name: profile.name,
          email: profile.email,
        });
        respond({ credential: credential, select_by: selectBy });
      },
      function (error) {
        console.error('[GSI stand-in] could not load ' + credentialUrl, error);
      },
    );
  }

  function failSignIn() {
    respond({ credential: 'not-a-valid-credential', select_by: 'btn' });
  }

  function field(form, label, type, value, autocomplete) {
    var id = uniqueId(type);
    var wrapper = element('div', 'gsi-stand-in-field');
    var labelNode = element('label', 'gsi-stand-in-label', label);
    labelNode.htmlFor = id;
    var input = element('input', 'gsi-stand-in-input');
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
  function openDialog(opener) {
    if (dialog && dialog.open) return;
    if (dialog) dialog.remove();

    var titleId = uniqueId('title');
    var descriptionId = uniqueId('description');
    dialog = element('dialog', 'gsi-stand-in-dialog');
    dialog.setAttribute('aria-labelledby', titleId);
    dialog.setAttribute('aria-describedby', descriptionId);

    var form = element('form', 'gsi-stand-in-form');
    form.method = 'dialog';
    var title = element('h2', 'gsi-stand-in-title', 'Local sign-in stand-in');
    title.id = titleId;
    var description = element(
      'p',
      'gsi-stand-in-text',
      'This replaces Google sign-in on this local copy of the site. Choose the name and email the site receives.',
    );
    description.id = descriptionId;
    form.append(title, description);

    var nameInput = field(form, 'Name', 'text', defaultProfile.name, 'name');
    var emailInput = field(form, 'Email', 'email', defaultProfile.email, 'email');

    var actions = element('div', 'gsi-stand-in-actions');
    var signInButton = button('Sign in', 'gsi-stand-in-primary');
    signInButton.type = 'submit';
    var failButton = button('Fail sign-in');
    var cancelButton = button('Cancel');
    actions.append(signInButton, failButton, cancelButton);
    form.appendChild(actions);
    dialog.appendChild(form);

    var openedDialog = dialog;
    function close() {
      openedDialog.close();
      openedDialog.remove();
      if (opener && opener.isConnected) opener.focus();
    }

    form.addEventListener('submit', function (event) {
      event.preventDefault();
      if (!form.reportValidity()) return;
      var profile = { name: nameInput.value, email: emailInput.value };
      close();
      signIn(profile, 'btn');
    });
    failButton.addEventListener('click', function () {
      close();
      failSignIn();
    });
    cancelButton.addEventListener('click', close);
    // Escape closes the dialog natively; tidy up after it like Cancel.
    openedDialog.addEventListener('cancel', function (event) {
      event.preventDefault();
      close();
    });

    document.body.appendChild(openedDialog);
    openedDialog.showModal();
    nameInput.focus();
    nameInput.select();
    preloadCredentialModule();
  }

  /** While the card shows, pages scroll focused elements clear of it (see client.css). */
  var cardOpenClass = 'gsi-stand-in-card-open';

  function removeCard() {
    if (card) card.remove();
    card = undefined;
    document.documentElement.classList.remove(cardOpenClass);
  }

  /** A moment notification like the one Google passes to a prompt() listener. */
  function moment(type, reason) {
    return {
      getMomentType: function () { return type; },
      isDisplayMoment: function () { return type === 'display'; },
      isDisplayed: function () { return type === 'display'; },
      isNotDisplayed: function () { return false; },
      getNotDisplayedReason: function () { return undefined; },
      isSkippedMoment: function () { return type === 'skipped'; },
      getSkippedReason: function () { return type === 'skipped' ? reason : undefined; },
      isDismissedMoment: function () { return type === 'dismissed'; },
      getDismissedReason: function () { return type === 'dismissed' ? reason : undefined; },
    };
  }

  var id = {
    initialize: function (options) {
      config = Object.assign({}, options);
    },

    // Google's options (theme, size, text, shape, width, locale) only change its own button's looks.
    renderButton: function (parent) {
      if (!(parent instanceof HTMLElement)) {
        console.error('[GSI stand-in] renderButton() needs an element to render into.');
        return;
      }
      var signInButton = button('Sign in with Google (local stand-in)', 'gsi-stand-in-signin');
      signInButton.addEventListener('click', function () {
        openDialog(signInButton);
      });
      stylesheetReady.then(function () {
        parent.replaceChildren(signInButton);
      });
    },

    prompt: function (listener) {
      var notify = typeof listener === 'function' ? listener : function () {};
      if (card) return;
      var titleId = uniqueId('card-title');
      card = element('aside', 'gsi-stand-in-card');
      card.setAttribute('aria-labelledby', titleId);
      var title = element('p', 'gsi-stand-in-card-title', 'Google one-tap (local stand-in)');
      title.id = titleId;
      var actions = element('div', 'gsi-stand-in-actions');
      var continueButton = button('Continue as ' + defaultProfile.name, 'gsi-stand-in-primary');
      var dismissButton = button('Dismiss');
      actions.append(continueButton, dismissButton);
      card.append(title, actions);
      continueButton.addEventListener('click', function () {
        removeCard();
        notify(moment('dismissed', 'credential_returned'));
        signIn(defaultProfile, 'user_1tap');
      });
      dismissButton.addEventListener('click', function () {
        removeCard();
        notify(moment('skipped', 'user_cancel'));
      });
      var shownCard = card;
      stylesheetReady.then(function () {
        if (card !== shownCard) return; // cancelled, or dismissed, before it could show
        document.body.appendChild(shownCard);
        document.documentElement.classList.add(cardOpenClass);
        notify(moment('display'));
        preloadCredentialModule();
      });
    },

    cancel: function () {
      removeCard();
    },

    disableAutoSelect: function () {},
  };

  var google = (window.google = window.google || {});
  google.accounts = google.accounts || {};
  google.accounts.id = id;

  if (typeof window.onGoogleLibraryLoad === 'function') {
    try {
      window.onGoogleLibraryLoad();
    } catch (error) {
      console.error(error);
    }
  }
})();
