/**
 * `npm run test:edits`: the owner's edits, tried. The site's content is the owner's to change, so
 * no test may stand on what the content said on day one. This copies the project as committed
 * into a scratch folder, makes there the valid edits an owner makes (tests/support/owner-edits.ts:
 * the phone, a weekday's closing hour, the first FAQ question reworded and one question added in
 * English and Spanish but not Kreyòl, a feature added in English only, a county's description, a
 * vehicle's capacity, another position in the career form's hint), builds it, checks that each
 * edit shows on the built pages (what Kreyòl lacks in English, marked as such), and runs the whole
 * `npm test` on it: it must stay green. `--no-suite` stops after the pages' check.
 *
 * Not part of `npm test`, whose time it would double.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectRoot } from './lib/production-build.ts';
import { makeOwnerEdits, notShown, ownerEdits } from '../tests/support/owner-edits.ts';

const scratch = mkdtempSync(join(tmpdir(), 'owner-edits-'));
let failed = false;
try {
  // The project as committed, with this machine's installed packages.
  execFileSync('sh', ['-c', `git archive HEAD | tar -x -C "${scratch}"`], { cwd: projectRoot, stdio: 'inherit' });
  // A repository of its own, as a clone is: the docs' tests list the files git tracks.
  execFileSync('sh', ['-c', 'git init -q && git add -A'], { cwd: scratch, stdio: 'inherit' });
  symlinkSync(join(projectRoot, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  makeOwnerEdits(scratch);

  const build = spawnSync('npm', ['run', 'build:local'], { cwd: scratch, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the edited site does not build');
  for (const edit of ownerEdits) {
    for (const shown of edit.shows) {
      const wrong = notShown(scratch, shown);
      console.log(wrong === '' ? `shows: ${edit.what}: "${shown.words}" in ${shown.locale}` : `WRONG: ${edit.what}: ${wrong}`);
      failed ||= wrong !== '';
    }
  }
  if (!process.argv.includes('--no-suite') && !failed) {
    const suite = spawnSync('npm', ['test'], { cwd: scratch, stdio: 'inherit' });
    failed = suite.status !== 0;
    console.log(failed ? 'npm test failed on the owner’s edits (above).' : 'npm test stays green on the owner’s edits.');
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
