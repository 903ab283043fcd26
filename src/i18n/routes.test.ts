/** The addresses the issue gave each page, written out: the route table must keep them. */
import { describe, expect, it } from 'vitest';
import { localizedPath, routeAt, routeIds } from './routes';

describe('the route table', () => {
  it('gives every page its address in each language', () => {
    expect(routeIds.map((route) => [localizedPath(route, 'en'), localizedPath(route, 'es')])).toEqual([
      ['/', '/es'],
      ['/coverage', '/es/cobertura'],
      ['/services', '/es/servicios'],
      ['/vehicles', '/es/vehiculos'],
      ['/trips', '/es/viajes'],
      ['/contact', '/es/contacto'],
      ['/accessibility', '/es/accesibilidad'],
      ['/privacy', '/es/privacidad'],
      ['/nondiscrimination', '/es/no-discriminacion'],
    ]);
  });

  it('finds the page an address is', () => {
    expect(routeAt('/es/cobertura')).toEqual({ route: 'coverage', locale: 'es' });
    expect(routeAt('/')).toEqual({ route: 'home', locale: 'en' });
    expect(routeAt('/es/404')).toBeUndefined();
  });
});
