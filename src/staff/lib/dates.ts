/** A time from the API (ISO 8601), as staff in India read one: `27 Nov 2026, 9:05 pm`. */
const formatter = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

export function formatTime(iso: string): string {
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? iso : formatter.format(time);
}
