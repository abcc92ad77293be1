/**
 * Remembered text shaping. @react-pdf/textkit shapes every run of text with fontkit's `font.layout` (glyph lookup,
 * GSUB substitutions, GPOS positions) and splits Japanese text into runs at each change of script, so a report
 * shapes the same short strings again and again (one A3 report: 1,573 calls, 358 distinct strings — 「を」 85 times)
 * and the question texts and labels again in every report. Shaping depends only on the font and its arguments, so
 * the result of the call textkit makes (features none or [], no script or language, left-to-right) is kept per
 * font and string: at most MAX_RUNS strings a font, about 1 KB each, the least recently used going first. Each call
 * gets its own copy of the glyph and position arrays (callers may change them: pdfkit scales positions in place);
 * the glyphs in them are fontkit's own shared glyph objects either way.
 */
const MAX_RUNS = 5_000;

interface GlyphRun {
  glyphs: unknown[];
  positions: object[];
}
interface ShapingFont {
  layout(string: unknown, ...options: unknown[]): GlyphRun;
}

const cached = new WeakSet<object>();

const clone = <T extends object>(value: T): T =>
  Object.assign(Object.create(Object.getPrototypeOf(value)), value);

function copyRun(run: GlyphRun): GlyphRun {
  const copy = clone(run);
  copy.glyphs = [...run.glyphs];
  copy.positions = run.positions.map(clone);
  return copy;
}

export function cacheShaping(font: ShapingFont) {
  if (cached.has(font)) return;
  cached.add(font);
  const layout = font.layout;
  const runs = new Map<string, GlyphRun>();
  font.layout = function (this: ShapingFont, string, ...options) {
    const [features, script, language, direction, ...more] = options;
    const noFeatures = features === undefined || (Array.isArray(features) && features.length === 0);
    const plain =
      typeof string === 'string' &&
      noFeatures &&
      script === undefined &&
      language === undefined &&
      (direction === undefined || direction === 'ltr') &&
      more.length === 0;
    if (!plain) return layout.call(this, string, ...options);
    const key = `${features === undefined ? '' : '[]'} ${direction ?? ''}\u0000${string}`;
    let run = runs.get(key);
    if (run) {
      runs.delete(key); // most recently used last
    } else {
      run = layout.call(this, string, ...options);
      if (runs.size >= MAX_RUNS) runs.delete(runs.keys().next().value!);
    }
    runs.set(key, run);
    return copyRun(run);
  };
}
