/**
 * A copy of the project with every list at its fewest entries, as far as the editor lets the owner
 * remove them (tests/support/list-ends.ts), built: the content's own checks and the dist tests
 * pass on it, so no test counts what the content counts. Its most entries, with the owner's other
 * edits: edited-copy.build.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/astro-project.ts';
import { build, checkedOnTheCopy, failingChecksOn, takeListsTo } from '../support/edited-copy.ts';

describe('a copy of the project with every list at its fewest entries', () => {
  const project = copyProject('fewest-entries-', checkedOnTheCopy);

  beforeAll(async () => {
    takeListsTo(project, 'fewest');
    await build(project);
  }, 120_000);

  it('passes the content’s own checks and the dist tests', async () => {
    expect(await failingChecksOn(project)).toEqual([]);
  }, 90_000);
});
