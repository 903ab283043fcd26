/*
 * The few lines of behaviour the content pages need, kept out of React so they ship no
 * framework: the copyright shows the viewer's year, and disclosure buttons show and hide what
 * they control. (The menu is a native popover: the browser keeps and exposes its state.)
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
