/**
 * The reminder scheduler's clock: real time plus an offset that only the development/test hook
 * (`POST /api/dev/clock`, never registered in production) changes.
 */
export class Clock {
  offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
}
