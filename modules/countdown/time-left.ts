// The countdown's time arithmetic, apart from the page: when the date the builder printed falls, and
// how many weeks, days, hours, minutes and seconds are left until then (docs/theme-markup/countdown.md).

/** The end the builder printed as `data-timer`: `Y-m-d-H-i-s`, a wall-clock time without a zone. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What is left, unit by unit; `weeks` is 0 and `days` holds them when weeks are not shown. */
export interface TimeParts {
  weeks: number;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Reads `data-timer` (`2027-03-14-09-00-00`); anything else, or a date that cannot be, is undefined. */
export function readTimer(text: string | null): WallClock | undefined {
  const fields = /^\s*(\d{4})-(\d{1,2})-(\d{1,2})-(\d{1,2})-(\d{1,2})-(\d{1,2})\s*$/.exec(text ?? '');
  if (!fields) return undefined;
  const [year, month, day, hour, minute, second] = fields.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // A day past the month's end (02-30) would roll into the next month; the builder never prints one.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return undefined;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  return { year, month, day, hour, minute, second };
}

/**
 * Reads `data-gmt-offset`: the site's offset from UTC in hours (`1`, `-3.5`, `5.75`), which the
 * builder prints only when the element counts in the site's time zone. Missing, empty or not a
 * number: undefined, the visitor's own zone (the theme's script treats an empty value so too).
 */
export function readGmtOffset(text: string | null): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  const hours = Number(trimmed);
  return Number.isFinite(hours) && Math.abs(hours) <= 14 ? hours : undefined;
}

/**
 * The moment the countdown ends, in ms since the epoch. With an offset it is a fixed one, no summer
 * time: the wall clock minus that many hours. Without one the wall clock is the visitor's, with
 * their zone's rules on that date.
 * @example endsAt({ year: 2027, month: 1, day: 1, hour: 0, minute: 0, second: 0 }, 1) // 2026-12-31T23:00:00Z
 */
export function endsAt(end: WallClock, gmtOffsetHours: number | undefined): number {
  const { year, month, day, hour, minute, second } = end;
  if (gmtOffsetHours === undefined) return new Date(year, month - 1, day, hour, minute, second).getTime();
  // In whole seconds, so an offset such as 5.75 hours leaves no fraction of a millisecond.
  return Date.UTC(year, month - 1, day, hour, minute, second) - Math.round(gmtOffsetHours * 3600) * 1000;
}

/**
 * Whole seconds left at `now`, rounded up, so the digits reach zero at the end itself and stay there
 * once it has passed.
 */
export function secondsLeft(endMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endMs - nowMs) / 1000));
}

/** How long until the next second boundary of the countdown, in ms (1 to 1000). */
export function msToNextSecond(endMs: number, nowMs: number): number {
  return (endMs - nowMs) % 1000 || 1000;
}

/** Splits seconds into units; without weeks, the days absorb them. */
export function timeParts(seconds: number, withWeeks: boolean): TimeParts {
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  return {
    weeks: withWeeks ? Math.floor(days / 7) : 0,
    days: withWeeks ? days % 7 : days,
    hours: hours % 24,
    minutes: minutes % 60,
    seconds: seconds % 60,
  };
}
