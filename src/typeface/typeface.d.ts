declare module 'virtual:typeface' {
  /** The web font's files, as the build names them, in `typefaceFaces`' order. */
  export const typefaceFiles: readonly string[];
}
declare module 'virtual:typeface.css';
