import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import { siteTheme } from '@agency/site-kit/theme';
import { brandFontFaces, fallbackOverrides } from './brand-font';

const percent = (value: string | undefined) => Number.parseFloat(value ?? 'NaN') / 100;

describe('the brand typeface', () => {
  const css = brandFontFaces('/assets/inter-latin.woff2');

  it('is Inter, self-hosted, latin only, shown at once in the fallback and swapped in when loaded', () => {
    expect(css).toContain('@font-face{font-family:"Inter Variable";font-style:normal;font-display:swap;font-weight:100 900;');
    expect(css).toContain('src:url(/assets/inter-latin.woff2) format("woff2-variations")');
    expect(css).toMatch(/unicode-range:U\+0000-00FF,/);
  });

  it('falls back to a local Arial or one of its metric twins, resized to take exactly Inter’s room', () => {
    expect(css).toContain('@font-face{font-family:"Inter Fallback";src:local("Arial"),local("ArialMT"),local("Liberation Sans")');
    const overrides = fallbackOverrides();
    // The same average glyph width: lines wrap at the same words.
    const sizeAdjust = percent(overrides.sizeAdjust);
    expect((arial.xWidthAvg / arial.unitsPerEm) * sizeAdjust).toBeCloseTo(inter.xWidthAvg / inter.unitsPerEm, 3);
    // The same ascent and descent: lines stack to the same height.
    expect(percent(overrides.ascentOverride) * sizeAdjust).toBeCloseTo(inter.ascent / inter.unitsPerEm, 3);
    expect(percent(overrides.descentOverride) * sizeAdjust).toBeCloseTo(-inter.descent / inter.unitsPerEm, 3);
    expect(css).toContain(`size-adjust:${overrides.sizeAdjust}`);
  });

  it('is the first choice of the site’s body font, then its fallback, then the system fonts', () => {
    expect(siteTheme.fonts.body).toMatch(/^"Inter Variable", "Inter Fallback", system-ui,/);
  });
});
