/**
 * The referee breakdown a company asks for: relationship × time working together × number of people.
 * 'other' needs its free text; entries must not repeat; a count may not go below the referees already
 * registered for that entry.
 */
import { z } from 'zod';
import {
  RELATIONSHIPS,
  type Relationship,
  TIMES_WORKING_TOGETHER,
  type TimeWorkingTogether,
} from '../enums.ts';
import { BREAKDOWN_MAX, BREAKDOWN_MIN } from '../rules/constants.ts';
import { safeText, TEXT_LIMITS } from './fields.ts';

const countKey = 'validation.numberOfPeopleRange';

export const breakdownItemSchema = z
  .object({
    relationship: z.enum(RELATIONSHIPS, { error: 'validation.relationshipRequired' }),
    isRelationshipSelectedByCompany: z.boolean().default(true),
    otherRelationship: safeText(TEXT_LIMITS.name).default(''),
    timeWorkingTogether: z.enum(TIMES_WORKING_TOGETHER, { error: 'validation.timeWorkingTogetherRequired' }),
    isTimeWorkingTogetherSelectedByCompany: z.boolean().default(true),
    otherTimeWorkingTogether: safeText(TEXT_LIMITS.name).default(''),
    numberOfPeople: z
      .number({ error: countKey })
      .int({ error: countKey })
      .min(BREAKDOWN_MIN, { error: countKey })
      .max(BREAKDOWN_MAX, { error: countKey }),
  })
  .superRefine((item, ctx) => {
    if (item.relationship === 'other' && item.otherRelationship === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['otherRelationship'],
        message: 'validation.otherRelationshipRequired',
      });
    }
    if (item.timeWorkingTogether === 'other' && item.otherTimeWorkingTogether === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['otherTimeWorkingTogether'],
        message: 'validation.otherTimeWorkingTogetherRequired',
      });
    }
  })
  .transform((item) => ({
    ...item,
    otherRelationship: item.relationship === 'other' ? item.otherRelationship : '',
    otherTimeWorkingTogether: item.timeWorkingTogether === 'other' ? item.otherTimeWorkingTogether : '',
  }));
export type BreakdownItemInput = z.input<typeof breakdownItemSchema>;
export type BreakdownItem = z.output<typeof breakdownItemSchema>;

/** What identifies a breakdown entry (and a referee's place in it). */
export interface BreakdownIdentity {
  relationship: Relationship;
  otherRelationship?: string | undefined;
  timeWorkingTogether: TimeWorkingTogether;
  otherTimeWorkingTogether?: string | undefined;
}

/** How many referees are already registered for a breakdown entry. */
export interface RegisteredBreakdownCount extends BreakdownIdentity {
  count: number;
}

/** A stable identity string: entries with the same relationship, time and 'other' texts are duplicates. */
export function breakdownIdentity(item: BreakdownIdentity): string {
  const otherRelationship = item.relationship === 'other' ? (item.otherRelationship ?? '').trim() : '';
  const otherTime = item.timeWorkingTogether === 'other' ? (item.otherTimeWorkingTogether ?? '').trim() : '';
  return JSON.stringify([item.relationship, otherRelationship, item.timeWorkingTogether, otherTime]);
}

/** Counts referees per breakdown entry (for the edit dialog's minimum counts). */
export function countRegisteredByBreakdown(
  referees: readonly BreakdownIdentity[],
): RegisteredBreakdownCount[] {
  const counts = new Map<string, RegisteredBreakdownCount>();
  for (const referee of referees) {
    const id = breakdownIdentity(referee);
    const entry = counts.get(id) ?? { ...referee, count: 0 };
    entry.count += 1;
    counts.set(id, entry);
  }
  return [...counts.values()];
}

/** A breakdown entry can be removed only while more than one remains. */
export function canRemoveBreakdown(breakdown: readonly unknown[]): boolean {
  return breakdown.length > 1;
}

/** The breakdown list: at least one entry, no duplicates, counts not below `registered`. */
export function breakdownListSchema(registered: readonly RegisteredBreakdownCount[] = []) {
  const minimums = new Map(registered.map((entry) => [breakdownIdentity(entry), entry.count]));
  return z
    .array(breakdownItemSchema, { error: 'validation.breakdownRequired' })
    .min(1, { error: 'validation.breakdownRequired' })
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((item, index) => {
        const id = breakdownIdentity(item);
        if (seen.has(id))
          ctx.addIssue({ code: 'custom', path: [index], message: 'validation.breakdownDuplicated' });
        seen.add(id);
        const minimum = minimums.get(id) ?? 0;
        if (item.numberOfPeople < minimum) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'numberOfPeople'],
            message: 'validation.numberOfPeopleBelowRegistered',
            params: { registered: minimum },
          });
        }
      });
    });
}
