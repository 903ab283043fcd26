/**
 * The Haitian Creole word list of Debian's `tesseract-ocr-hat`: the words of its LSTM word DAWG,
 * unpacked with `combine_tessdata -u` and listed with `dawg2wordlist` (both from `tesseract-ocr`),
 * lower-cased. The Kreyòl pages' words are spelled against it (src/content/haitian-creole.test.ts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const haitianCreoleTraineddata = process.env['TESSDATA_HAT'] ?? '/usr/share/tesseract-ocr/5/tessdata/hat.traineddata';

export function haitianCreoleWords(): ReadonlySet<string> {
  const folder = mkdtempSync(join(tmpdir(), 'hat-'));
  try {
    const prefix = join(folder, 'hat.');
    execFileSync('combine_tessdata', ['-u', haitianCreoleTraineddata, prefix], { stdio: 'ignore' });
    const list = join(folder, 'words.txt');
    execFileSync('dawg2wordlist', [`${prefix}lstm-unicharset`, `${prefix}lstm-word-dawg`, list], { stdio: 'ignore' });
    return new Set(
      readFileSync(list, 'utf8')
        .split('\n')
        .map((word) => word.trim().toLowerCase())
        .filter(Boolean),
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
