import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Loads the island when a visitor touches it; a value names an address parameter that counts as a touch (touch-directive.ts). */
    'client:touch'?: boolean | string;
  }
}
