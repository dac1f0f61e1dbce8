/** "Now", behind a seam so tests can move time instead of sleeping (reminders are due by this clock). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move forward: real time plus an offset. */
export class MovableClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  /** Moves the clock so that now() answers `to` (later calls keep ticking from there). */
  set(to: Date): void {
    this.offsetMs = to.getTime() - Date.now();
  }
}
