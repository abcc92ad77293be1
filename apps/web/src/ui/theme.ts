import { createTheme, type MantineColorsTuple } from '@mantine/core';
import type { Grade, RefereeTag } from '@refcheck/domain';
import dialog from './dialog.module.css';

/** Refcheck blue: the one primary colour (shade 7 is the brand tone, #3059a2). */
const brand: MantineColorsTuple = [
  '#eef3fc',
  '#dce4f5',
  '#b6c7e9',
  '#8ea8dd',
  '#6b8dd3',
  '#5680cd',
  '#4a77cb',
  '#3a65b4',
  '#3059a2',
  '#224d90',
];

export const FONT_FAMILY =
  '"Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Yu Gothic UI", Meiryo, sans-serif';

/** Overall and per-category grades; '未' (unset) is `unset`. C and D share one colour, as the spec says. */
export const GRADE_COLORS = {
  A: 'teal',
  B: 'brand',
  C: 'yellow',
  D: 'yellow',
  E: 'red',
  unset: 'gray',
} as const satisfies Record<Grade | 'unset', string>;
export type GradeColorKey = keyof typeof GRADE_COLORS;

/**
 * The dashboard's donuts (spec: six donut colours). Site and occupation slices cycle through these six; the grouped
 * rest (その他) is gray. The evaluation donut uses the grade colours plus 離 and 未: six colours as well.
 */
export const CHART_COLORS = ['brand.6', 'teal.6', 'yellow.5', 'orange.6', 'grape.6', 'cyan.6'] as const;
export const CHART_REST_COLOR = 'gray.5';
export const EVALUATION_CHART_COLORS = {
  A: `${GRADE_COLORS.A}.6`,
  B: `${GRADE_COLORS.B}.6`,
  C: `${GRADE_COLORS.C}.5`,
  D: `${GRADE_COLORS.D}.5`,
  E: `${GRADE_COLORS.E}.6`,
  left: 'grape.6',
  unset: `${GRADE_COLORS.unset}.4`,
} as const satisfies Record<Grade | 'left' | 'unset', string>;

/** `teal.6` as the CSS variable Mantine defines for it. */
export const colorVar = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

/** Referee rows on the dashboard: green completed, yellow answered (in progress), red otherwise. */
export const REFEREE_STATE_COLORS = {
  completed: 'green',
  inProgress: 'yellow',
  unanswered: 'red',
  declined: 'gray',
} as const satisfies Record<RefereeTag, string>;
export type RefereeStateColorKey = keyof typeof REFEREE_STATE_COLORS;

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily: FONT_FAMILY,
  headings: { fontFamily: FONT_FAMILY, fontWeight: '700' },
  // Mantine's defaults already match the spec: xs 576 px (36em), sm 768 px (48em), md 992 px (62em).
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  cursorType: 'pointer',
  // Accessibility (issue 26): black text on light fills (yellow, lime), white on dark ones; transitions off for
  // people who ask their system for less motion. The contrast of each colour is in ./contrast.ts.
  autoContrast: true,
  respectReducedMotion: true,
  other: {
    gradeColors: GRADE_COLORS,
    refereeStateColors: REFEREE_STATE_COLORS,
  },
  components: {
    // Dialog width from the spec: 95% under 576 px, 80% under 768 px, 45rem otherwise. A plain object, not
    // `Modal.extend`, so that the entry chunk does not import Modal (and its scroll lock and focus trap).
    Modal: { classNames: { content: dialog.content } },
    // A field's error is tied to it (Mantine's aria-describedby) and announced when it appears (a failed submit).
    InputWrapper: { defaultProps: { errorProps: { role: 'alert' } } },
    // A table that scrolls sideways on a phone can be reached and scrolled by keyboard (axe: scrollable-region-focusable).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
    // A keyboard user never loses a choice (issue 38): on opening, Select otherwise points its Enter at the current
    // value from a zero-delay timer; on a busy page that timer ran after the user's ArrowDown, and Enter then chose
    // nothing (the highlighted option is where the arrow keys left it, Enter pointed elsewhere). Without the timer,
    // Enter takes the option highlighted. e2e/tests/keyboard.spec.ts holds the timers back to show it.
    Select: { defaultProps: { selectFirstOptionOnDropdownOpen: true } },
  },
});

declare module '@mantine/core' {
  export interface MantineThemeOther {
    gradeColors: typeof GRADE_COLORS;
    refereeStateColors: typeof REFEREE_STATE_COLORS;
  }
}
