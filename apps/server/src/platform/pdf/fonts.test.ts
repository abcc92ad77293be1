import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import unicode from 'unicode-properties';
import { describe, expect, it } from 'vitest';
import { PDF_FONT } from './font-name.ts';
import { registerPdfFonts } from './fonts.ts';

interface Shaped {
  glyphs: { id: number }[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
}
interface LoadedFont {
  layout(string: string, ...options: unknown[]): Shaped;
}

describe('PDF fonts', () => {
  it('patch the pdfkit that @react-pdf/renderer uses (one copy: pdfkit-fonts.ts)', () => {
    const require = createRequire(import.meta.url);
    const fromRenderer = createRequire(require.resolve('@react-pdf/renderer'));
    expect(fromRenderer.resolve('pdfkit')).toBe(require.resolve('pdfkit'));
  });

  it('shape a string as fontkit does, with arrays of its own for each call (shaping-cache.ts)', async () => {
    await registerPdfFonts();
    const font = Font.getFont({ fontFamily: PDF_FONT, fontWeight: 700 }).data as unknown as LoadedFont;
    const own = Object.getPrototypeOf(font).layout as LoadedFont['layout'];
    const text = '候補者の強みや長所を、具体的なエピソードを交えて教えてください。Team work, 100%';
    const plain = (run: Shaped) => ({
      glyphs: run.glyphs.map((g) => g.id),
      positions: run.positions.map((p) => ({ ...p })),
    });
    const expected = plain(own.call(font, text, [], undefined, undefined, 'ltr'));
    const first = font.layout(text, [], undefined, undefined, 'ltr');
    const second = font.layout(text, [], undefined, undefined, 'ltr');
    expect(plain(first)).toEqual(expected);
    expect(plain(second)).toEqual(expected);
    expect(second.glyphs).not.toBe(first.glyphs);
    expect(second.positions[0]).not.toBe(first.positions[0]);
    first.positions[0]!.xAdvance *= 2; // pdfkit scales positions in place
    expect(plain(font.layout(text, [], undefined, undefined, 'ltr'))).toEqual(expected);
  });

  it('lay Japanese out in one run of its three scripts, shaped as the per-script runs were (script-runs.ts)', async () => {
    await registerPdfFonts();
    expect(['推', 'の', 'カ', 'A', '1'].map((c) => unicode.getScript(c.codePointAt(0)!))).toEqual([
      'Han',
      'Han',
      'Han',
      'Latin',
      'Common',
    ]);
    const font = Font.getFont({ fontFamily: PDF_FONT, fontWeight: 400 }).data as unknown as LoadedFont;
    const own = Object.getPrototypeOf(font).layout as LoadedFont['layout'];
    const shape = (text: string) => {
      const run = own.call(font, text, [], undefined, undefined, 'ltr');
      return { glyphs: run.glyphs.map((g) => g.id), positions: run.positions.map((p) => ({ ...p })) };
    };
    // The runs textkit made before: one per change of script.
    const pieces = ['推薦者', 'の', '回答', 'を', 'ご', '確認', 'ください', '。', 'チーム', 'で', '働', 'く'];
    const one = shape(pieces.join(''));
    const apart = pieces.map(shape);
    expect(one.glyphs).toEqual(apart.flatMap((r) => r.glyphs));
    expect(one.positions).toEqual(apart.flatMap((r) => r.positions));
  });
});
