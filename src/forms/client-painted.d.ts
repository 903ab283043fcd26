import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Loads the island once the page has painted in its fonts and the browser is idle (painted-directive.ts). */
    'client:painted'?: boolean;
  }
}
