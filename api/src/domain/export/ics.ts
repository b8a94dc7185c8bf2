/**
 * iCalendar of the user's duties, for the live calendar subscription: the calendar name is the `rostername`
 * preference; each duty is an event with a stable UID so calendar apps update it in place on every refresh.
 */
import type { RosterEvent } from '@crewroster/shared/schemas';
import ICAL from 'ical.js';

const toIcalTime = (seconds: number, allDay: boolean) => {
  const time = ICAL.Time.fromJSDate(new Date(seconds * 1000), true);
  if (allDay) time.isDate = true;
  return time;
};

export function eventsToIcs(events: RosterEvent[], calendarName: string, host: string): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//CrewRoster//Roster//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('x-wr-calname', calendarName);
  calendar
    .addPropertyWithValue('refresh-interval', ICAL.Duration.fromString('PT1H'))
    .setParameter('value', 'DURATION');
  const stamp = ICAL.Time.fromJSDate(new Date(), true);
  for (const e of events) {
    const vevent = new ICAL.Component('vevent');
    vevent.addPropertyWithValue('uid', `duty-${e.dutyId}@${host}`);
    vevent.addPropertyWithValue('dtstamp', stamp);
    vevent.addPropertyWithValue('dtstart', toIcalTime(e.dutyStartTimestamp, e.dutyIsAllDay));
    vevent.addPropertyWithValue('dtend', toIcalTime(e.dutyEndTimestamp, e.dutyIsAllDay));
    vevent.addPropertyWithValue('summary', e.dutyTitle);
    const where = [e.departure.IATA, e.arrival.IATA].filter(Boolean).join(' – ');
    if (where) vevent.addPropertyWithValue('location', where);
    const description = [e.dutyTypeDescription, e.dutySubtitle, e.dutyAdditional].filter(Boolean).join('\n');
    if (description) vevent.addPropertyWithValue('description', description);
    calendar.addSubcomponent(vevent);
  }
  return calendar.toString();
}
