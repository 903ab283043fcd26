import { describe, expect, it } from 'vitest';
import {
  coverageMapImage,
  coverageMapLayoutNames,
  coverageMapLayouts,
  coverageMapSize,
  drawCoverageMap,
  normalizeCountyName,
} from './coverage-map';

const SERVED_FILL = '#0a4a66';

const served = ['Collier', 'Lee', 'Miami Dade', 'Charlotte', 'Palm Beach', 'Broward'].map((name) => ({ name }));

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

function textContents(svg: string): string[] {
  return [...svg.matchAll(/<text\b[^>]*>([^<]*)<\/text>/g)].map((match) => match[1] ?? '');
}

describe('drawCoverageMap', () => {
  const svg = drawCoverageMap(served);

  it('labels each served county exactly once, with the name the site gives it', () => {
    const texts = textContents(svg);
    expect(texts).toHaveLength(served.length);
    for (const { name } of served) {
      expect(texts.filter((text) => text === name)).toHaveLength(1);
    }
    // The site's spelling, not the Census one, is what visitors read.
    expect(svg).not.toContain('Miami-Dade');
  });

  it('draws no words other than the served county names', () => {
    expect(svg).not.toMatch(/<title\b|<desc\b/);
    expect(textContents(svg).sort()).toEqual(served.map(({ name }) => name).sort());
  });

  it('matches the site\'s "Miami Dade" to the Census "Miami-Dade", whatever the case and spacing', () => {
    expect(normalizeCountyName('Miami Dade')).toBe(normalizeCountyName('Miami-Dade'));
    for (const name of ['Miami Dade', 'Miami-Dade', 'MIAMI  DADE', 'miami-dade county']) {
      const map = drawCoverageMap([{ name }]);
      expect(count(map, `<path fill="${SERVED_FILL}"`)).toBe(1);
    }
  });

  it('throws an error naming a county that is not in Florida', () => {
    expect(() => drawCoverageMap([...served, { name: 'Narnia' }])).toThrow(/Narnia/);
    expect(() => drawCoverageMap([{ name: 'Colier' }])).toThrow(/Colier/);
  });

  it('throws when a county is listed twice', () => {
    expect(() => drawCoverageMap([{ name: 'Lee' }, { name: 'lee' }])).toThrow(/lee/);
  });

  it('escapes label text for XML', () => {
    // Only real county names are accepted, so markup characters (which the name matching ignores)
    // are wrapped around one.
    const map = drawCoverageMap([{ name: `<Palm> & "Beach"'` }]);
    expect(textContents(map)).toEqual(['&lt;Palm&gt; &amp; &quot;Beach&quot;&apos;']);
    expect(map).not.toContain('<Palm>');
  });

  it('needs no inline styles or scripts, so a strict CSP can serve it', () => {
    expect(svg).not.toMatch(/<style\b/i);
    expect(svg).not.toMatch(/\sstyle\s*=/i);
    expect(svg).not.toMatch(/<script\b/i);
    expect(svg).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('keeps coordinates to one decimal and the file small', () => {
    expect(svg).not.toMatch(/\d\.\d{2,}/);
    expect(svg.length).toBeLessThan(60_000);
  });

  it('draws the bare state when no county is served', () => {
    const map = drawCoverageMap([]);
    expect(count(map, `<path fill="${SERVED_FILL}"`)).toBe(0);
    expect(map).not.toContain('<text');
  });
});

describe.each(coverageMapLayoutNames)('the %s layout', (layoutName) => {
  const svg = drawCoverageMap(served, layoutName);
  const { width, height } = coverageMapSize(layoutName);
  const { fontSize } = coverageMapLayouts[layoutName];

  it('is a complete SVG document sized by its viewBox', () => {
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    const root = /^<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
    expect(root).toContain(`viewBox="0 0 ${String(width)} ${String(height)}"`);
    expect(root).toContain(`width="${String(width)}"`);
    expect(root).toContain(`height="${String(height)}"`);
  });

  it('is served under its own name with its size', () => {
    expect(coverageMapImage(layoutName)).toMatchObject({ src: `/images/coverage-map-${layoutName}.svg`, width, height });
  });

  it('highlights and labels every served county', () => {
    expect(count(svg, `<path fill="${SERVED_FILL}"`)).toBe(served.length);
    expect(textContents(svg).sort()).toEqual(served.map(({ name }) => name).sort());
    expect(svg).toContain(`font-size="${String(fontSize)}"`);
  });

  it('keeps every label inside the drawing and apart from the others', () => {
    const boxes = [...svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" text-anchor="(start|end)">([^<]*)<\/text>/g)].map((match) => {
      const x = Number(match[1]);
      const y = Number(match[2]);
      // Generous estimate of a bold label's box.
      const labelWidth = (match[4] ?? '').length * fontSize * 0.62;
      const left = match[3] === 'end' ? x - labelWidth : x;
      return { left, right: left + labelWidth, top: y - fontSize * 0.8, bottom: y + fontSize * 0.25 };
    });
    expect(boxes).toHaveLength(served.length);
    for (const box of boxes) {
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.bottom).toBeLessThanOrEqual(height);
    }
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap).toBe(false);
      }
    }
  });
});
