import { describe, expect, it } from 'vitest';
import { durationText } from './test-steps.ts';

describe('durationText', () => {
  it('gives tenths of a second under a minute, and whole seconds after', () => {
    expect(durationText(19_840)).toBe('19.8 s');
    expect(durationText(593_400)).toBe('9 min 53 s');
  });

  it('carries a rounded-up minute instead of writing 60 seconds', () => {
    expect(durationText(119_600)).toBe('2 min 0 s');
    expect(durationText(59_970)).toBe('1 min 0 s');
  });
});
