/** Every route of the site, for tests and screenshots that visit them all. */
export const routes = [
  { path: '/', name: 'home' },
  { path: '/coverage', name: 'coverage' },
  { path: '/services', name: 'services' },
  { path: '/trips', name: 'trips' },
  { path: '/vehicles', name: 'vehicles' },
  { path: '/contact', name: 'contact' },
  { path: '/no-such-page', name: 'not-found' },
] as const;
