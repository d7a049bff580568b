// What a screen reader reads for a countdown instead of its ticking digits: the time left to the
// minute in the settings' words ("3 dagen, 4 uur en 12 minuten"), so the text changes once a minute.
// Plain strings, not Intl: the first Intl formatter of a page cost about 11 ms of loading.
import { timeParts } from './time-left';

/** The words for each unit, one and more (`%d` is the number), and the word before the last unit. */
export interface SpokenTexts {
  week: string;
  weeks: string;
  day: string;
  days: string;
  hour: string;
  hours: string;
  minute: string;
  minutes: string;
  and: string;
}

/**
 * The time left in words, rounded up to the minute: the units that are not zero, minutes alone when
 * nothing is left.
 * @example spokenTimeLeft(3 * 86400 + 61, true, texts) // '3 dagen en 2 minuten'
 */
export function spokenTimeLeft(seconds: number, withWeeks: boolean, texts: SpokenTexts): string {
  const { weeks, days, hours, minutes } = timeParts(Math.ceil(seconds / 60) * 60, withWeeks);
  const said = (
    [
      [weeks, texts.week, texts.weeks],
      [days, texts.day, texts.days],
      [hours, texts.hour, texts.hours],
      [minutes, texts.minute, texts.minutes],
    ] as const
  )
    .filter(([value], index) => value > 0 || (index === 3 && weeks + days + hours === 0))
    .map(([value, one, more]) => (value === 1 ? one : more).replace('%d', String(value)));
  const last = said.pop()!;
  return said.length > 0 ? `${said.join(', ')} ${texts.and} ${last}` : last;
}
