/**
 * The editor's configuration as the build makes it, without the doc comments (read by TypeScript,
 * seconds) that only its hints need: what tests read of its fields, labels, options and rules.
 */
import { editorConfig } from '../../src/admin/editor-config.ts';

/** The configuration of the project at `projectRoot` (this one unless told), saving to a stand-in repository. */
export function editorConfigWithoutDocs(projectRoot = process.cwd()) {
  return editorConfig({ projectRoot, backend: { repo: 'owner/site', branch: 'main' }, docs: new Map() });
}
