/**
 * PDF fonts shared by every server-rendered PDF (@react-pdf/renderer): a full Japanese TTF (Noto Sans JP from
 * @expo-google-fonts, every CP932 kanji), regular and bold, with a break allowed between any two characters
 * (Japanese has no spaces). Imported lazily with the PDF code, never at start-up.
 */
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import { reuseEmbeddedFonts } from './pdfkit-fonts.ts';

const require = createRequire(import.meta.url);
export const PDF_FONT = 'NotoSansJP';
let registered = false;

export function registerPdfFonts() {
  if (registered) return;
  reuseEmbeddedFonts();
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
