import type { CalendarDate } from '../validation/date';

/** Where date conditions get "today" from; injected so the browser, server and tests agree. */
export interface Clock {
  today(): CalendarDate;
}

/** Today in the local time zone of the running process or browser. */
export const systemClock: Clock = {
  today() {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  },
};

export function fixedClock(today: CalendarDate): Clock {
  return { today: () => today };
}
