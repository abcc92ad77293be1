/**
 * Japanese text in fewer runs. @react-pdf/textkit cuts text into runs wherever the Unicode script changes, and
 * Japanese changes script every few characters (漢字 Han, ひらがな Hiragana, カタカナ Katakana: 「推薦者の回答」 is three
 * runs). Every run is then shaped, measured, broken into lines and drawn on its own, so a report made of Japanese
 * sentences costs several times the runs it needs. The report's one font covers the three scripts alike, so they
 * are one run here: textkit's script lookup (`getScript` of unicode-properties' default export, which textkit
 * calls through that object) answers Han for kana. fontkit imports the function by name and keeps shaping each run
 * with the script it finds itself; Latin, digits and every other script still get their own runs.
 * Checked: the page images of bench/pdf-pages.ts (bench/compare-pages.mjs) and the text pdftotext reads.
 */
import unicode from 'unicode-properties';

const AS_HAN = new Set(['Hiragana', 'Katakana']);
let merged = false;

export function mergeJapaneseScriptRuns() {
  if (merged) return;
  merged = true;
  const getScript = unicode.getScript;
  unicode.getScript = (codePoint: number) => {
    const script = getScript(codePoint);
    return AS_HAN.has(script) ? 'Han' : script;
  };
}
