import fs from "node:fs";

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

/**
 * A clock a test moves from outside the process (`TEST_CLOCK_FILE`, honoured only with NODE_ENV=test):
 * real time plus the offset in milliseconds the file holds (no file, or no number in it: real time).
 */
export class FileClock implements Clock {
  constructor(private readonly file: string) {}
  now(): Date {
    let offsetMs = 0;
    try {
      offsetMs = Number(fs.readFileSync(this.file, "utf8").trim()) || 0;
    } catch {
      // No file yet: real time.
    }
    return new Date(Date.now() + offsetMs);
  }
}
