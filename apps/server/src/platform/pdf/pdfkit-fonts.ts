/**
 * pdfkit's `doc.font(src)` called with a font object (as @react-pdf/render does before every run of glyphs) makes a
 * new embedded font each time — a font subset, metrics — and only then finds the one already embedded under the
 * same PostScript name, comparing the two fonts' `name` tables as JSON (Noto Sans JP's is large). That was 15 % of
 * a report render. Here each document remembers the embedded font of each font object: the same font object gives
 * the font pdfkit would have found, without making and comparing a new one. The same PDF, bar its creation date and
 * file ID.
 */
// The same module @react-pdf/renderer imports: package.json pins the version @react-pdf/renderer pins, so npm keeps
// one copy (with two, react-pdf's would stay unpatched: only slower).
// @ts-expect-error pdfkit ships no types.
import PDFDocument from 'pdfkit';

interface FontDocument {
  font(src: unknown, family?: unknown, size?: unknown): FontDocument;
  fontSize(size: number): FontDocument;
  _font: unknown;
  _fontSource: unknown;
  _fontFamily: unknown;
}

const embedded = new WeakMap<FontDocument, Map<object, unknown>>();
let patched = false;

export function reuseEmbeddedFonts() {
  if (patched) return;
  const proto = (PDFDocument as { prototype: FontDocument }).prototype;
  const font = proto.font;
  proto.font = function (this: FontDocument, src: unknown, family?: unknown, size?: unknown) {
    const fontObject =
      typeof src === 'object' && src !== null && typeof (src as { layout?: unknown }).layout === 'function';
    if (!fontObject || (family != null && typeof family !== 'number'))
      return font.call(this, src, family, size);
    if (typeof family === 'number') [size, family] = [family, null];
    const fonts = embedded.get(this) ?? new Map<object, unknown>();
    embedded.set(this, fonts);
    const known = fonts.get(src as object);
    if (known === undefined) {
      font.call(this, src, family, size);
      fonts.set(src as object, this._font);
      return this;
    }
    this._fontSource = src;
    this._fontFamily = family;
    if (size != null) this.fontSize(size as number);
    this._font = known;
    return this;
  };
  patched = true;
}
