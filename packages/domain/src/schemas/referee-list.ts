/**
 * The candidate's referee list as saved: every card valid, no phone number twice, and at least as many
 * undeleted referees as the company's breakdown asks for.
 */
import { z } from 'zod';
import { breakdownTotal, enoughReferees } from '../rules/referees.ts';
import { type RefereeSchemaOptions, refereeSchema } from './referee.ts';

export interface RefereeListSchemaOptions extends RefereeSchemaOptions {
  /** The company's breakdown; the undeleted referees must number at least its total. */
  breakdown: readonly { numberOfPeople: number }[];
}

export function refereeListSchema(options: RefereeListSchemaOptions) {
  const item = refereeSchema(options).and(
    z.object({ id: z.string().optional(), willDelete: z.boolean().default(false) }),
  );
  return z.array(item).superRefine((referees, ctx) => {
    const seen = new Set<string>();
    referees.forEach((referee, index) => {
      if (referee.willDelete || referee.phoneNumber === undefined) return;
      if (seen.has(referee.phoneNumber)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'phoneNumber'],
          message: 'validation.phoneNumberTaken',
        });
      }
      seen.add(referee.phoneNumber);
    });
    const undeleted = referees.filter((referee) => !referee.willDelete).length;
    if (!enoughReferees(undeleted, options.breakdown)) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: 'validation.notEnoughNominees',
        params: { required: breakdownTotal(options.breakdown) },
      });
    }
  });
}

export type RefereeListInput = z.input<ReturnType<typeof refereeListSchema>>;
export type RefereeList = z.output<ReturnType<typeof refereeListSchema>>;
