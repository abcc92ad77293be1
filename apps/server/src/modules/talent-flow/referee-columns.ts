import type { RefereeList } from '@refcheck/domain';

/** What the candidate enters on a referee's card, as the schema gives it. */
type RefereeCard = Pick<
  RefereeList[number],
  | 'name'
  | 'belongs'
  | 'email'
  | 'phoneNumber'
  | 'timeToBeginWorkingTogether'
  | 'workingTogether'
  | 'timeToEndWorkingTogether'
  | 'jobCategory'
  | 'language'
>;

/**
 * The `referees` columns the candidate's card sets (who, where, how to reach them, the period, the job, the language),
 * when registering or editing a referee and when replacing one; the relationship and period kind are set apart.
 */
export const enteredRefereeColumns = (item: RefereeCard) => ({
  name: item.name,
  belongsCompany: item.belongs.company,
  belongsTitle: item.belongs.title,
  email: item.email,
  phoneNumber: item.phoneNumber ?? null,
  timeToBegin: item.timeToBeginWorkingTogether,
  workingTogether: item.workingTogether,
  timeToEnd: item.timeToEndWorkingTogether ?? null,
  jobMajor: item.jobCategory.major,
  jobMinor: item.jobCategory.minor,
  language: item.language,
});
