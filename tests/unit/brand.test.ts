import { readFileSync, readdirSync } from 'node:fs';
import { withPalette } from '../../src/integrations/brand';
import { recolour, roleOf, svgFiles } from '@/lib/drawings';
import { contrast, drawnIn, palette, type Brand } from '@/model/palette';

// The clinic's colours in the stylesheet and the drawings (src/integrations/brand.ts, src/lib/drawings.ts).
const dir = 'src/assets/images';
const drawings = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.svg'))
    .map((f) => [f, readFileSync(`${dir}/${f}`, 'utf8')]),
);
const css = readFileSync('src/styles/global.css', 'utf8');
const colours = (svg: string) => [...svg.matchAll(/#(?:[0-9a-f]{6}|[0-9a-f]{3})\b/gi)].map((m) => m[0].toLowerCase());
const maroon: Brand = { primary: '#8b1e3f', accent: '#6b3fa0' };

describe("the stylesheet's brand tokens", () => {
  it("are the design's colours as written, and the clinic's once the build gives them", () => {
    const tokens = (text: string) =>
      Object.fromEntries([...text.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]));
    const design = palette(drawnIn);
    expect(tokens(css)).toMatchObject(design);
    expect(tokens(withPalette(css, palette(maroon)))).toMatchObject(palette(maroon));
    // The colours that are not the brand's stay.
    const others = Object.entries(tokens(css)).filter(([name]) => !(name in design));
    expect(others.length).toBeGreaterThan(0);
    expect(tokens(withPalette(css, palette(maroon)))).toMatchObject(Object.fromEntries(others));
  });
});

describe('the drawings', () => {
  it('are the files themselves in the design colours', () => {
    expect(Object.keys(drawings).length).toBeGreaterThan(0);
    for (const [file, svg] of Object.entries(drawings)) expect(recolour(svg, drawnIn), file).toBe(svg);
  });

  it("take the clinic's colours where the design's tokens were, and keep every other colour", () => {
    const tokens = palette(maroon);
    for (const [file, svg] of Object.entries(drawings)) {
      const before = colours(svg);
      const after = colours(recolour(svg, maroon));
      before.forEach((colour, i) => {
        if (colour === drawnIn.primary) expect(contrast(after[i]!, tokens.primary), file).toBeLessThan(1.05);
        if (!roleOf(colour)) expect(after[i], file).toBe(colour);
        else expect(after[i], `${file}: ${colour}`).not.toBe(colour);
      });
    }
  });

  it('are served under a name that changes with their colours, the clinic’s own logo as it is', () => {
    const logo = Object.keys(drawings)[0]!;
    const sample = svgFiles(drawings, drawnIn);
    const other = svgFiles(drawings, maroon, logo);
    for (const file of Object.keys(drawings)) {
      expect(sample.get(file)!.src).toMatch(new RegExp(`^/_astro/${file.replace('.svg', '')}\\.[0-9a-f]{8}\\.svg$`));
      expect(sample.get(file)!.width).toBeGreaterThan(0);
      if (file === logo) expect(other.get(file)).toEqual(sample.get(file));
      // A drawing in the clinic's colours gets a name of its own; one with none of them (a logo) keeps its own.
      else expect(other.get(file)!.src === sample.get(file)!.src).toBe(other.get(file)!.svg === sample.get(file)!.svg);
    }
    expect([...other.values()].filter((f, i) => f.src !== [...sample.values()][i]!.src).length).toBeGreaterThan(0);
  });
});
