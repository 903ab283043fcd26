/**
 * The contrast figures written beside the colours in tokens.css are the colours' own: change a
 * colour and its figure must be worked out again, so a comment cannot promise what the colour no
 * longer keeps.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../tests/support/color.ts';

const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');
const colours = new Map([...css.matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6})/g)].map(([, name = '', hex = '']) => [name, hex]));

function rgb(hex: string): string {
  const [red, green, blue] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${String(red)}, ${String(green)}, ${String(blue)})`;
}

/** What a figure's words name: "white", "text", "--color-text", "footer", or the colour itself ("it"). */
function colourNamed(words: string, own: string): string {
  const named: Record<string, string | undefined> = {
    it: own,
    white: '#ffffff',
    text: colours.get('color-text'),
    footer: colours.get('color-footer'),
  };
  const colour = words.startsWith('--') ? colours.get(words.slice(2)) : named[words];
  if (colour === undefined) throw new Error(`tokens.css names a colour it does not hold: ${words}`);
  return colour;
}

/** Each "N:1" in a colour's comment: the colour on the surface, or "<colour> on <background>: N:1". */
const figures = [...css.matchAll(/--(color-[\w-]+):\s*(#[0-9a-f]{6});\s*\/\*([^*]*)\*\//g)].flatMap(
  ([, name = '', own = '', comment = '']) =>
    comment.split(';').flatMap((part) => {
      const figure = /(?:(?:(white|text|--color-[\w-]+) )?on (it|footer))?:?\s*(\d+(?:\.\d)?):1/.exec(part);
      if (figure === null) return [];
      const [, foreground, background, ratio = ''] = figure;
      const on = background === undefined ? { colour: own, background: colours.get('color-surface') ?? '' } : undefined;
      return [
        {
          what: `--${name}: ${part.trim()}`,
          colour: on?.colour ?? colourNamed(foreground ?? 'it', own),
          background: on?.background ?? colourNamed(background ?? 'it', own),
          written: Number(ratio),
        },
      ];
    }),
);

describe('the design tokens', () => {
  it('write contrast figures beside their colours', () => {
    expect(figures.length).toBeGreaterThan(10);
  });

  // Text is held to WCAG's enhanced contrast everywhere, hover states included; a field's or a
  // card's edge to the 3:1 of a component's boundary.
  it.each(figures)('$what: at least the floor it stands for', ({ what, colour, background }) => {
    expect(contrast(rgb(colour), rgb(background))).toBeGreaterThanOrEqual(what.startsWith('--color-border:') ? 3 : 7);
  });

  it.each(figures)('$what is what the colours give', ({ colour, background, written }) => {
    expect(Math.round(contrast(rgb(colour), rgb(background)) * 10) / 10).toBe(written);
  });
});
