import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

/**
 * WCAG 2.2 AA contrast, fixed once in the theme rather than page by page (issue 26). Mantine's light-mode defaults
 * fall short: dimmed text is gray.6 (3.3:1 on white), errors red.6 (3.3:1), the light variant's text on its tint
 * (teal, green 3.8–4.3:1), white on filled red/teal/cyan (3.1–3.8:1) and coloured text such as `c="orange"`.
 * Each colour's variables are derived here from its own tuple, so every colour, including one added later, meets
 * 4.5:1 while keeping its hue.
 */

/** Secondary ("dimmed") text: a neutral grey at 5.7:1 on white and 5.2:1 on gray.1. */
export const DIMMED = '#5f676f';
/** Placeholder text: 5.0:1 on white, 4.5:1 on gray.1. */
export const PLACEHOLDER = '#687078';
const WHITE = '#ffffff';
/** Text is checked against white at this ratio so it also passes on the gray.0 page background (≥ 4.5:1). */
const TEXT_ON_WHITE = 4.8;
const TEXT_ON_TINT = 4.6;

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** `color` darkened in 4 % steps (same hue) until it reaches `ratio` against `background`. */
export function darkenTo(color: string, background: string, ratio: number): string {
  let rgb = channels(color);
  let hex = toHex(rgb);
  for (let i = 0; i < 25 && contrast(hex, background) < ratio; i++) {
    rgb = rgb.map((v) => v * 0.96) as [number, number, number];
    hex = toHex(rgb);
  }
  return hex;
}

/** The first shade from `from` on that reaches `ratio` against `background`, else shade 9 darkened until it does. */
function shadeFor(tuple: MantineColorsTuple, from: number, background: string, ratio: number): string {
  for (const candidate of tuple.slice(from)) if (contrast(candidate, background) >= ratio) return candidate;
  return darkenTo(tuple[9], background, ratio);
}

const isHex = (value: string) => /^#[0-9a-f]{3,8}$/i.test(value);

/** The light scheme's variables that differ from Mantine's defaults. */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DIMMED,
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Placeholders stay lighter than entered text but are read as text (Select's placeholder is a real node).
    '--mantine-color-placeholder': PLACEHOLDER,
  };
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  for (const [name, tuple] of Object.entries(theme.colors)) {
    if (name === 'dark' || !tuple || !tuple.every(isHex)) continue;
    const text = shadeFor(tuple, shade, WHITE, TEXT_ON_WHITE);
    light[`--mantine-color-${name}-text`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-light-color`] = darkenTo(tuple[9], tuple[1], TEXT_ON_TINT);
    // Filled: Mantine writes white on a dark fill and black on a light one (autoContrast). A dark fill too light
    // for white text moves to a darker shade; a light fill keeps its colour (black text reads on it).
    if (luminance(tuple[shade]) <= theme.luminanceThreshold && contrast(tuple[shade], WHITE) < 4.5) {
      const filled = shadeFor(tuple, shade, WHITE, 4.5);
      light[`--mantine-color-${name}-filled`] = filled;
      light[`--mantine-color-${name}-filled-hover`] = darkenTo(filled, WHITE, contrast(filled, WHITE) + 1);
    }
  }
  return { variables: {}, light, dark: {} };
};
