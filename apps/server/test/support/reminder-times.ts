/** The reminder tests' clock: instants in Tokyo wall-clock time, and one check's request and deadline a few months ahead. */
export const tokyo = (s: string) => new Date(`${s}+09:00`);
/** Monday 1 March 2027, 10:00 in Tokyo (Los Angeles is on standard time, UTC−8, until 14 March). */
export const SENT = tokyo('2027-03-01T10:00:00');
export const DEADLINE = tokyo('2027-03-08T23:59:59');
