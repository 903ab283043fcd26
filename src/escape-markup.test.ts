import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './escape-markup';

describe('escapeMarkup', () => {
  it('writes each character markup gives a meaning as its entity, and the rest as it is', () => {
    expect(escapeMarkup(`<a> & "b" 'c' é`)).toBe('&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos; é');
  });

  it('escapes an entity already written, so it shows as typed', () => {
    expect(escapeMarkup('&amp;')).toBe('&amp;amp;');
  });
});
