/**
 * Duty times as the user wants them (spec §3 Preferences, §9): date format mdy or dmy, the user's time zone
 * (default UTC), and a `Z` suffix when the time shown is UTC. Timestamps are seconds (× 1000 for Date).
 */
export interface TimePrefs {
  dateformat: 'mdy' | 'dmy';
  timeZone: string;
}

export function timePrefs(preferences: Record<string, string> | undefined): TimePrefs {
  const zone = preferences?.profile_fridge_timezone || 'UTC';
  return {
    dateformat: preferences?.dateformat === 'dmy' ? 'dmy' : 'mdy',
    timeZone: isValidZone(zone) ? zone : 'UTC',
  };
}

function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const isUtc = (zone: string) => ['UTC', 'Etc/UTC', 'GMT', 'Zulu', 'Etc/Zulu'].includes(zone);

function parts(seconds: number, timeZone: string) {
  const formatted = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(seconds * 1000));
  const get = (type: Intl.DateTimeFormatPartTypes) => formatted.find((p) => p.type === type)?.value ?? '';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
  };
}

export function formatDate(seconds: number, prefs: TimePrefs): string {
  const p = parts(seconds, prefs.timeZone);
  return prefs.dateformat === 'dmy' ? `${p.day}/${p.month}/${p.year}` : `${p.month}/${p.day}/${p.year}`;
}

export function formatTime(seconds: number, prefs: TimePrefs): string {
  const p = parts(seconds, prefs.timeZone);
  return `${p.hour}:${p.minute}${isUtc(prefs.timeZone) ? 'Z' : ''}`;
}

/** The calendar day (yyyy-MM-dd) a timestamp falls on in the user's zone, for grouping. */
export function dayKey(seconds: number, prefs: TimePrefs): string {
  const p = parts(seconds, prefs.timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/**
 * When a duty happens, as the list shows it: `from` and, for a duty that ends on a later day (layovers, hotels,
 * trips), `to` with its own date. All-day duties are calendar days stored as UTC midnights, so their dates are
 * read in UTC (a zone west of UTC would otherwise show the day before).
 */
export function formatSpan(
  start: number,
  end: number,
  allDay: boolean,
  prefs: TimePrefs,
): { from: string; to: string | null; laterDay: boolean } {
  if (allDay) {
    const utc = { ...prefs, timeZone: 'UTC' };
    const last = Math.max(start, end);
    const laterDay = dayKey(last, utc) !== dayKey(start, utc);
    return { from: formatDate(start, utc), to: laterDay ? formatDate(last, utc) : null, laterDay };
  }
  const from = `${formatDate(start, prefs)} ${formatTime(start, prefs)}`;
  if (dayKey(end, prefs) === dayKey(start, prefs))
    return { from, to: formatTime(end, prefs), laterDay: false };
  return { from, to: `${formatDate(end, prefs)} ${formatTime(end, prefs)}`, laterDay: true };
}
