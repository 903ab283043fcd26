/**
 * `client:touch`: an island whose script loads only once a visitor touches it (focuses, presses,
 * types into or sends its form), so a page most visitors only read downloads none of it; scrolling
 * past it is not a touch. `client:touch="place"` also counts arriving with `place` in the address
 * (the answer of the form without script) as a touch.
 *
 * Nothing is lost on the way: what is typed stays in the field, and a form sent before the script
 * runs is held (`data-held-submit` on the form) for the island to answer once it starts, on the
 * same page; if the script cannot be had, the form goes as it does without script.
 */
import type { ClientDirective } from 'astro';
import { heldSubmitAttribute } from './held-submit';

/** What counts as touching the island. */
const touches = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

const touchDirective: ClientDirective = (load, { value: addressParameter }, island) => {
  let started: Promise<void> | undefined;

  function start(): Promise<void> {
    started ??= load().then(
      async (hydrate) => {
        await hydrate();
        for (const touch of touches) island.removeEventListener(touch, touched, true);
        island.removeEventListener('submit', hold, true);
      },
      (error: unknown) => {
        // The next touch tries again; until then the page works as it does without script.
        started = undefined;
        throw error;
      },
    );
    return started;
  }

  function touched() {
    start().catch(() => undefined);
  }

  function hold(event: Event) {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    form.setAttribute(heldSubmitAttribute, '');
    start().catch(() => {
      form.removeAttribute(heldSubmitAttribute);
      form.submit();
    });
  }

  for (const touch of touches) island.addEventListener(touch, touched, { capture: true, passive: true });
  island.addEventListener('submit', hold, true);
  if (addressParameter && new URLSearchParams(location.search).has(addressParameter)) touched();
};

export default touchDirective;
