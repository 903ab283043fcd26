/**
 * `virtual:typeface.css`, the typeface's faces and their fallback faces made from the font files
 * (fallback-css.ts), and `virtual:typeface`, the files' addresses for the layout to preload.
 */
import type { Plugin } from 'vite';
import { typefaceFaces } from './faces.ts';
import { typefaceCss } from './fallback-css.ts';
import { fontFilePath, readFontFile } from './read-font.ts';

const cssId = 'virtual:typeface.css';
const filesId = 'virtual:typeface';

export function typefaceModules(): Plugin {
  return {
    name: 'typeface',
    resolveId: (source) => (source === cssId || source === filesId ? `\0${source}` : undefined),
    async load(id) {
      if (id === `\0${filesId}`) {
        const imports = typefaceFaces.map(({ file }, index) => `import face${String(index)} from '${file}?url';`);
        return `${imports.join('\n')}\nexport const typefaceFiles = [${typefaceFaces.map((_, index) => `face${String(index)}`).join(', ')}];\n`;
      }
      if (id !== `\0${cssId}`) return undefined;
      return typefaceCss((file) => {
        this.addWatchFile(fontFilePath(file));
        return readFontFile(file);
      });
    },
  };
}
