/** Small business constants of the spec, each defined once. */

/** Country calling code preselected for phone numbers. */
export const DEFAULT_COUNTRY_CODE = '+81';
/** Minimum password length at sign-up, reset and change. */
export const PASSWORD_MIN_LENGTH = 6;
/** Bounds of `numberOfPeople` in one referee-breakdown item. */
export const BREAKDOWN_MIN = 1;
export const BREAKDOWN_MAX = 10;
/** A referee can be marked for deletion only while at least this many undeleted referees remain. */
export const MIN_UNDELETED_REFEREES_FOR_DELETE = 2;
/** A candidate is 'left' (離) when unfinished more than this many days after the deadline. */
export const LEFT_DAYS = 60;
/** Length of the free trial, in days (24-hour periods) from the company's createdAt. */
export const TRIAL_DAYS = 10;
/** Minutes of answering time estimated per question. */
export const MINUTES_PER_QUESTION = 0.8;
/** The server's answer-time estimate while a candidate's question set is unknown, in minutes. */
export const DEFAULT_ESTIMATED_MINUTES = 25;
/** Default answer deadline, in days from now. */
export const DEFAULT_DEADLINE_DAYS = 7;
/** Months after a withdrawal during which the same company cannot sign up again. */
export const RESIGNUP_LOCKOUT_MONTHS = 3;
/** Path of the card registration page, where the trial/card gate never blocks. */
export const CARD_PAGE_PATH = '/config/card';
