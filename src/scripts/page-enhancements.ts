/*
 * The few lines of behaviour every page needs, kept out of React so content pages ship
 * no framework: the copyright shows the viewer's year, and popover toggles report
 * their state through aria-expanded.
 */

for (const year of document.querySelectorAll('[data-current-year]')) {
  year.textContent = String(new Date().getFullYear());
}

for (const toggle of document.querySelectorAll<HTMLButtonElement>('button[popovertarget][aria-expanded]')) {
  toggle.popoverTargetElement?.addEventListener('toggle', (event) => {
    toggle.setAttribute('aria-expanded', String((event as ToggleEvent).newState === 'open'));
  });
}
