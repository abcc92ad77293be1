/** The free trial advertised on the login page (spec 9: 10, counted in days from createdAt per the facts). */
export const TRIAL_DAYS = 10;
