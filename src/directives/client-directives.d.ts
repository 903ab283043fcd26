import 'astro';

/** The project's own client directives, registered in astro.config.ts. */
declare module 'astro' {
  interface AstroClientDirectives {
    /** Loads the island when a visitor touches it; a value names an address parameter that counts as a touch (touch.ts). */
    'client:touch'?: boolean | string;
    /** Loads the island once the page has painted in its fonts and the browser is idle (painted.ts). */
    'client:painted'?: boolean;
  }
}
