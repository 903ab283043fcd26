/**
 * `npm run test:edits`: the owner's edits, tried. The site's content is the owner's to change, so
 * no test may stand on what the content said on day one. This copies the project as committed
 * into a scratch folder, makes there the valid edits an owner makes (tests/support/owner-edits.ts:
 * the phone, a weekday's closing hour, the first FAQ question reworded and one question added in
 * English and Spanish but not Kreyòl, a feature added in English only, a county's description, a
 * vehicle's capacity, another position in the career form's hint), then takes every list the
 * editor lets grow to its most entries (tests/support/list-ends.ts, from the editor's
 * configuration as the copy's build writes it), builds it, checks that each edit shows on the
 * built pages (what Kreyòl lacks in English, marked as such), and runs the whole `npm test` on it:
 * it must stay green. `--fewest` takes every list to its fewest entries instead, with no other
 * edit; `--no-suite` stops after the pages' check.
 *
 * Not part of `npm test`, whose time it would double.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from './lib/production-build.ts';
import { makeListEnds } from '../tests/support/list-ends.ts';
import { makeOwnerEdits, notShown, ownerEdits } from '../tests/support/owner-edits.ts';
import { editorPaths } from '../src/admin/editor-paths.ts';

const end = process.argv.includes('--fewest') ? 'fewest' : 'most';

function buildCopy(folder: string): void {
  if (spawnSync('npm', ['run', 'build:local'], { cwd: folder, stdio: 'inherit' }).status !== 0) throw new Error('the copy does not build');
}

const scratch = mkdtempSync(join(tmpdir(), 'owner-edits-'));
let failed = false;
try {
  // The project as committed, with this machine's installed packages.
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${scratch}"`], { cwd: projectRoot, stdio: 'inherit' });
  // A repository of its own, as a clone is: the docs' tests list the files git tracks.
  execFileSync('sh', ['-c', 'git init -q && git add -A'], { cwd: scratch, stdio: 'inherit' });
  symlinkSync(join(projectRoot, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  // The editor's configuration as the build writes it: plain Node cannot load the schemas it is made of.
  buildCopy(scratch);
  const config = JSON.parse(readFileSync(join(scratch, 'dist', editorPaths.config), 'utf8')) as Parameters<typeof makeListEnds>[1];
  if (end === 'most') makeOwnerEdits(scratch);
  for (const done of makeListEnds(scratch, config, end)) console.log(`edited: ${done}`);

  buildCopy(scratch);
  for (const edit of end === 'most' ? ownerEdits : []) {
    for (const shown of edit.shows) {
      const wrong = notShown(scratch, shown);
      console.log(wrong === '' ? `shows: ${edit.what}: "${shown.words}" in ${shown.locale}` : `WRONG: ${edit.what}: ${wrong}`);
      failed ||= wrong !== '';
    }
  }
  if (!process.argv.includes('--no-suite') && !failed) {
    const suite = spawnSync('npm', ['test'], { cwd: scratch, stdio: 'inherit' });
    failed = suite.status !== 0;
    const edits = end === 'most' ? 'the owner’s edits, every list at its most' : 'every list at its fewest';
    console.log(failed ? `npm test failed on ${edits} (above).` : `npm test stays green on ${edits}.`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
