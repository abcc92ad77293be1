/** Job category fields: the candidate's (optional, empty → blank) and the referee's (required, no sonar). */
import { z } from 'zod';
import {
  isMinorOf,
  type JobMajorCategory,
  type JobMinorCategory,
  jobMajorCategorySchema,
  REFEREE_JOB_MAJORS,
} from '../lists/job-categories.ts';

const rawJobCategory = z
  .object(
    { major: z.string().optional(), minor: z.string().optional() },
    { error: 'validation.jobCategoryInvalid' },
  )
  .optional();

export interface JobCategory {
  major: JobMajorCategory;
  minor: JobMinorCategory;
}

/** The candidate's current job category. Missing or empty parts become 'blank'. */
export function candidateJobCategoryField() {
  return rawJobCategory.transform((value, ctx): JobCategory => {
    const major = value?.major?.trim() || 'blank';
    const minor = value?.minor?.trim() || 'blank';
    const parsedMajor = jobMajorCategorySchema.safeParse(major);
    if (!parsedMajor.success || !isMinorOf(parsedMajor.data, minor)) {
      ctx.issues.push({ code: 'custom', message: 'validation.jobCategoryInvalid', input: value });
      return z.NEVER;
    }
    return { major: parsedMajor.data, minor: minor as JobMinorCategory };
  });
}

/** The referee's job category: a major other than sonar and blank, and one of its minors. */
export function refereeJobCategoryField() {
  return rawJobCategory.transform((value, ctx): JobCategory => {
    const major = value?.major?.trim() ?? '';
    const minor = value?.minor?.trim() ?? '';
    const allowed = (REFEREE_JOB_MAJORS as readonly string[]).includes(major) && major !== 'blank';
    if (!allowed || minor === 'blank' || !isMinorOf(major as JobMajorCategory, minor)) {
      ctx.issues.push({ code: 'custom', message: 'validation.jobCategoryRequired', input: value });
      return z.NEVER;
    }
    return { major: major as JobMajorCategory, minor: minor as JobMinorCategory };
  });
}
