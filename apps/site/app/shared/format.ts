const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export const formatLongDate = (date: Date | string) => longDate.format(new Date(date));

/** The dated archive address of a publication day, e.g. /2026/03/14/. */
export function dayArchivePath(date: Date | string): string {
  const day = new Date(date);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `/${day.getUTCFullYear()}/${pad(day.getUTCMonth() + 1)}/${pad(day.getUTCDate())}/`;
}

export const isoDate = (date: Date | string) => new Date(date).toISOString();
