/** Limits as people read them: 6030 minutes → "100:30", 2026-03-14 → "14 Mar 2026" (or "Mar 14, 2026"). */

/** Whole minutes as hours:minutes. */
export function hoursMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Made once per locale: a formatter costs far more to make than to use, and the card formats many days. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A YYYY-MM-DD day with a short month name, day first or month first as the user's date format says. */
export function formatDay(date: string, language: string, dateformat: string | undefined): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const locale = language.startsWith('en') ? (dateformat === 'dmy' ? 'en-GB' : 'en-US') : language;
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(y, m - 1, d)));
}
