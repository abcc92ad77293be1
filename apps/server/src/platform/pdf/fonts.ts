/**
 * PDF fonts shared by every server-rendered PDF (@react-pdf/renderer): a full Japanese TTF (Noto Sans JP from
 * @expo-google-fonts, every CP932 kanji), regular and bold, with a break allowed between any two characters
 * (Japanese has no spaces). Loaded only in the PDF worker (index.ts, pdf-worker.ts), never on the server's thread.
 *
 * Speed (bench/pdf-render.ts): the loaded fonts remember their shaped strings (shaping-cache.ts) and pdfkit reuses
 * a document's embedded font instead of making and comparing a new one before every run of text
 * (pdfkit-fonts.ts), and Japanese text is laid out in runs of all its scripts at once (script-runs.ts); none changes the pages (bench/pdf-pages.ts, bench/compare-pages.mjs).
 */
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { PDF_FONT } from './font-name.ts';
import { reuseEmbeddedFonts } from './pdfkit-fonts.ts';
import { mergeJapaneseScriptRuns } from './script-runs.ts';
import { cacheShaping } from './shaping-cache.ts';

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 700] as const;
let registered = false;

/** Registers the fonts (once) and loads them (react-pdf keeps them loaded): call before rendering a PDF. */
export async function registerPdfFonts() {
  if (!registered) {
    reuseEmbeddedFonts();
    mergeJapaneseScriptRuns();
    Font.register({
      family: PDF_FONT,
      fonts: [
        { src: require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf') },
        {
          src: require.resolve('@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf'),
          fontWeight: 700,
        },
      ],
    });
    Font.registerHyphenationCallback((word) => Array.from(word).flatMap((c) => [c, '']));
    registered = true;
  }
  for (const fontWeight of WEIGHTS) {
    await Font.load({ fontFamily: PDF_FONT, fontWeight });
    const font = Font.getFont({ fontFamily: PDF_FONT, fontWeight }).data;
    if (font) cacheShaping(font as never);
  }
}
