/**
 * Retention rules (APPI; issue 23 item 4): how long each kind of personal data is kept, as data the server's
 * inventory and daily retention job read, and the cutoff a rule gives at a moment. Pure: `now` is passed in.
 */

/** The company's choice for answers and reports, in months after the check's completion (default 12). */
export const RETENTION_MONTHS = { min: 6, max: 36, default: 12 } as const;

/**
 * The clock a rule runs from: the check's completion, the deadline of a check that never completed
 * (unfinished-checks.ts), the message's sending, the row's creation.
 */
export type RetentionClock = 'checkCompleted' | 'deadline' | 'sent' | 'created';

/** One rule: the clock and how long after it the data goes (`months: 'company'`: the company's setting). */
export type RetentionRule =
  | { from: RetentionClock; days: number }
  | { from: RetentionClock; months: number | 'company' }
  | { from: RetentionClock; years: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `date` moved back by whole calendar months (UTC), the day clamped to the target month's last day, as PostgreSQL's
 * `timestamp - interval 'n months'` does (31 March − 1 month = 28/29 February).
 */
export function minusMonths(date: Date, months: number): Date {
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() - months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

/** How many months a rule keeps data for: its fixed months or years, or the company's setting. */
export function ruleMonths(
  rule: RetentionRule,
  companyMonths: number = RETENTION_MONTHS.default,
): number | null {
  if ('years' in rule) return rule.years * 12;
  if ('months' in rule) return rule.months === 'company' ? companyMonths : rule.months;
  return null;
}

/**
 * The cutoff of a rule at `now`: data whose clock is strictly before it is due. Days are exact 24-hour days;
 * months and years are calendar months (see `minusMonths`).
 */
export function retentionCutoff(now: Date, rule: RetentionRule, companyMonths?: number): Date {
  if ('days' in rule) return new Date(now.getTime() - rule.days * DAY_MS);
  return minusMonths(now, ruleMonths(rule, companyMonths)!);
}

/** The rule in words for the docs: "90 days after sending", "company's choice (6–36 months) after completion". */
export function describeRule(rule: RetentionRule): string {
  const clock = {
    checkCompleted: 'the check is completed',
    deadline: 'the deadline of a check never completed',
    sent: 'sending',
    created: 'creation',
  }[rule.from];
  const span =
    'days' in rule
      ? `${rule.days} days`
      : 'years' in rule
        ? `${rule.years} years`
        : rule.months === 'company'
          ? `the company's choice of ${RETENTION_MONTHS.min}–${RETENTION_MONTHS.max} months (default ${RETENTION_MONTHS.default})`
          : `${rule.months} months`;
  return `${span} after ${clock}`;
}
