/** The addresses the specification gave each page, written out: the route table must keep them, whatever pages it gains. */
import { describe, expect, it } from 'vitest';
import { localizedPath, routeAt, type RouteId, routeIds } from './routes';

describe('the route table', () => {
  it('gives every page its address in each language', () => {
    const specified: Partial<Record<RouteId, readonly [string, string]>> = {
      home: ['/', '/es'],
      coverage: ['/coverage', '/es/cobertura'],
      services: ['/services', '/es/servicios'],
      vehicles: ['/vehicles', '/es/vehiculos'],
      trips: ['/trips', '/es/viajes'],
      contact: ['/contact', '/es/contacto'],
      accessibility: ['/accessibility', '/es/accesibilidad'],
      privacy: ['/privacy', '/es/privacidad'],
      nondiscrimination: ['/nondiscrimination', '/es/no-discriminacion'],
    };
    const pages = routeIds.filter((route) => specified[route] !== undefined);
    expect(pages).toHaveLength(Object.keys(specified).length);
    expect(pages.map((route) => [localizedPath(route, 'en'), localizedPath(route, 'es')])).toEqual(pages.map((route) => specified[route]));
  });

  it('finds the page an address is', () => {
    expect(routeAt('/es/cobertura')).toEqual({ route: 'coverage', locale: 'es' });
    expect(routeAt('/')).toEqual({ route: 'home', locale: 'en' });
    expect(routeAt('/es/404')).toBeUndefined();
  });
});
