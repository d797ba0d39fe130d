// The day's formatters, made once per process (as the site keeps its own per language):
// constructing an Intl.DateTimeFormat costs tens of microseconds, formatting with one a few.
export const long = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Hong_Kong',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Hong_Kong' });
export const iso = (d: Date): string => isoDay.format(d);
