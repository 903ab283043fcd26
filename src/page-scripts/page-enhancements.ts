/*
 * The few lines of behaviour the content pages need, kept out of React so they ship no
 * framework: the copyright shows the viewer's year, and disclosure buttons show and hide what
 * they control. The menu is a native popover: the browser keeps and exposes its state, except in
 * engines without popover, where the script below plays its part.
 */

for (const year of document.querySelectorAll('[data-current-year]')) {
  year.textContent = String(new Date().getFullYear());
}

// A disclosure button's aria-controls lists the elements it shows when expanded and hides when not.
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-disclosure][aria-controls]')) {
  const controlled = (button.getAttribute('aria-controls') ?? '').split(' ').flatMap((id) => document.getElementById(id) ?? []);
  button.addEventListener('click', () => {
    const expanded = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(expanded));
    for (const element of controlled) element.hidden = !expanded;
    // Hiding what sits above the button pulls it up, off the screen when the page was scrolled.
    if (!expanded) button.scrollIntoView({ block: 'nearest' });
  });
}

// Engines without popover (Safari before 17) ignore the menu's popover attributes: the script
// plays the browser's part. The menu opens and closes with its button, and closes on Escape
// (focus back on the button), on a click outside it and on following one of its links.
const menu = document.getElementById('site-menu');
const menuToggle = document.querySelector<HTMLButtonElement>('button[popovertarget="site-menu"]');
if (menu !== null && menuToggle !== null && !Object.hasOwn(HTMLElement.prototype, 'popover')) {
  const setOpen = (open: boolean) => {
    menu.toggleAttribute('data-open', open);
    menuToggle.setAttribute('aria-expanded', String(open));
  };
  const isOpen = () => menu.hasAttribute('data-open');
  setOpen(false);
  menuToggle.addEventListener('click', () => {
    setOpen(!isOpen());
  });
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a') !== null) setOpen(false);
  });
  document.addEventListener('click', (event) => {
    if (isOpen() && event.target instanceof Node && !menu.contains(event.target) && !menuToggle.contains(event.target)) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    const focusWasInside = menu.contains(document.activeElement);
    setOpen(false);
    if (focusWasInside || document.activeElement === menuToggle) menuToggle.focus();
  });
  // A page kept for the Back button comes back with its menu shut, as a popover does.
  window.addEventListener('pagehide', () => {
    setOpen(false);
  });
}
