import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildVariables, copyProject, runAstro } from '../support/astro-project.ts';
import { linesNotPrinted, quotedLines } from '../support/doc-quotes.ts';

function editJson(file: string, change: (copy: Record<string, unknown>) => void): void {
  const copy = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(copy);
  writeFileSync(file, JSON.stringify(copy));
}

describe('a content mistake', () => {
  // A copy of the project, so the real content stays untouched.
  const project = copyProject('content-build-');

  /** Builds the copy with `change` made to one content file, then puts the file back: what the build printed. */
  async function buildWith(file: string, change: (copy: Record<string, unknown>) => void): Promise<string> {
    const path = join(project, file);
    const original = readFileSync(path, 'utf8');
    editJson(path, change);
    try {
      const { ok, output } = await runAstro(project, ['build'], { ...process.env, ...buildVariables });
      expect(ok, 'the build should have failed').toBe(false);
      return output;
    } finally {
      writeFileSync(path, original);
    }
  }

  it('fails the build with the file and the field named, as docs/architecture.md quotes it', async () => {
    const output = await buildWith('src/content/trips/es.json', (trips) => {
      // One feature more than the four every card shows (one fewer would be filled from English).
      (trips['modes'] as { features: string[] }[])[0]?.features.push('Uno más');
    });
    expect(linesNotPrinted(quotedLines('docs/architecture.md', 'A mistake stops the build'), output)).toEqual([]);
  }, 60_000);

  it('prints the owner’s guide’s example, word for word, when that field is left empty', async () => {
    const output = await buildWith('src/content/services/es.json', (services) => {
      const [first] = (services['faq'] as { questions: { question: string }[] }).questions;
      if (first !== undefined) first.question = '';
    });
    expect(linesNotPrinted(quotedLines('docs/owner-guide.md', '**Location** the file'), output)).toEqual([]);
  }, 60_000);
});

describe('English words that leave out a fact', () => {
  const project = copyProject('content-facts-');

  // Another language that leaves it out shows English's words for it (src/content/fallback.ts); English has no fallback.
  it('fail the build, naming the file and the field', async () => {
    editJson(join(project, 'src/content/coverage/en.json'), (coverage) => {
      delete (coverage['counties'] as Record<string, unknown>)['lee'];
    });
    const { ok, output } = await runAstro(project, ['build'], { ...process.env, ...buildVariables });
    expect(ok, 'the build should have failed').toBe(false);
    expect(output).toContain('src/content/coverage/en.json');
    expect(output).toContain('counties.lee: missing: facts.json counties has "lee"');
    // A whole build of every page in three languages.
  }, 120_000);
});
