/**
 * `virtual:service-area`: the service area's ZIP codes and towns (areas.ts), made when the site is
 * built and bundled into the checker's island, a few kilobytes. The registry's data never ships.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { serviceArea } from './areas.ts';

const moduleId = 'virtual:service-area';

export function serviceAreaModule(): Plugin {
  return {
    name: 'service-area',
    resolveId: (source) => (source === moduleId ? `\0${moduleId}` : undefined),
    load(id) {
      if (id !== `\0${moduleId}`) return undefined;
      // The facts as written; the content collections check them in the same build.
      const factsFile = fileURLToPath(new URL('../content/facts/facts.json', import.meta.url));
      this.addWatchFile(factsFile);
      const { counties } = JSON.parse(readFileSync(factsFile, 'utf8')) as { counties: { id: string; name: string; fips: string }[] };
      return `export default ${JSON.stringify(serviceArea(counties))};`;
    },
  };
}
