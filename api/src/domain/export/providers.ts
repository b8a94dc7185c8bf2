/**
 * The export providers that hand the roster to another app (spec §7 GET /v2/export/{provider}, §9): the answer
 * is a `prefix` and `data`, and the web app sends the browser to prefix + data.
 * - `logbook`: the sibling pilot logbook (needs "Export flights to the logbook" on); the crew named in a flight's
 *   notes go in its `crew` list: everyone, only the flight deck, or nobody (`rb_logbook_crew_names`, crew.ts);
 * - `crewalert`: a crew-alert service, every duty of the period;
 * - `safelog`: the Safelog logbook service, with the user's Safelog API key (settings);
 * - `logten`: the LogTen pilot logbook app, `logten://v2/addEntities?package=` (LogTen API v2) with stable
 *   `flight_key`s, so exporting again updates the same flights.
 * Flights carry their stable key (duty-keys.ts). All times are UTC.
 */
import type { RosterEvent } from '@crewroster/shared/schemas';
import { settingsMessages } from '@crewroster/shared/schemas';
import type { ExportLinks } from '../../config.ts';
import { DomainError, validationError } from '../errors.ts';
import { crewOf, notesWithoutCrew } from './crew.ts';
import { dutyKeys } from './duty-keys.ts';

export const LINK_PROVIDERS = ['logbook', 'crewalert', 'safelog', 'logten'] as const;
export type LinkProvider = (typeof LINK_PROVIDERS)[number];
export const isLinkProvider = (name: string): name is LinkProvider =>
  (LINK_PROVIDERS as readonly string[]).includes(name);

export const LOGTEN_PREFIX = 'logten://v2/addEntities?package=';
export const LOGBOOK_EXPORT_OFF =
  'Turn on "Export flights to the logbook" in Settings → Logbook to export to the logbook.';

export interface DeepLink {
  prefix: string;
  data: string;
}

const FLIGHT = 2;
const APPLICATION = { application: 'CrewRoster', version: '1.0' };
const iso = (seconds: number) => new Date(seconds * 1000).toISOString().replace('.000Z', 'Z');
const day = (seconds: number) => iso(seconds).slice(0, 10);
/** yyyy-MM-dd HH:mm, UTC. */
const dateTime = (seconds: number) => iso(seconds).slice(0, 16).replace('T', ' ');
const blockMinutes = (e: RosterEvent) => Math.round((e.dutyEndTimestamp - e.dutyStartTimestamp) / 60);
const encode = (value: unknown) => encodeURIComponent(JSON.stringify(value));

function flightRecords(events: RosterEvent[]) {
  const keys = dutyKeys(events);
  return events
    .filter((e) => e.dutyType === FLIGHT)
    .map((e) => ({
      key: `crewroster-${keys.get(e.dutyId)}`,
      date: day(e.dutyStartTimestamp),
      flight_number: e.dutyTitle,
      from: e.departure.IATA,
      to: e.arrival.IATA,
      off_block_utc: iso(e.dutyStartTimestamp),
      on_block_utc: iso(e.dutyEndTimestamp),
      block_minutes: blockMinutes(e),
      remarks: e.dutyAdditional,
    }));
}

export function logtenLink(events: RosterEvent[]): DeepLink {
  const keys = dutyKeys(events);
  const entities = events
    .filter((e) => e.dutyType === FLIGHT)
    .map((e) => ({
      entity_name: 'Flight',
      flight_key: `crewroster-${keys.get(e.dutyId)}`,
      flight_flightDate: day(e.dutyStartTimestamp),
      flight_flightNumber: e.dutyTitle,
      ...(e.departure.IATA && { flight_from: e.departure.IATA }),
      ...(e.arrival.IATA && { flight_to: e.arrival.IATA }),
      flight_scheduledDepartureTime: dateTime(e.dutyStartTimestamp),
      flight_scheduledArrivalTime: dateTime(e.dutyEndTimestamp),
      ...(e.dutyAdditional && { flight_remarks: e.dutyAdditional }),
    }));
  const metadata = {
    ...APPLICATION,
    dateFormat: 'yyyy-MM-dd',
    dateAndTimeFormat: 'yyyy-MM-dd HH:mm',
    timesAreZulu: true,
  };
  return { prefix: LOGTEN_PREFIX, data: encode({ metadata, entities }) };
}

export function logbookLink(
  events: RosterEvent[],
  preferences: Record<string, string>,
  links: ExportLinks,
): DeepLink {
  if (preferences.rb_logbook_export !== '1') {
    throw new DomainError('validation', LOGBOOK_EXPORT_OFF, {
      errors: { rb_logbook_export: LOGBOOK_EXPORT_OFF },
    });
  }
  const crewNames = preferences.rb_logbook_crew_names ?? 'all';
  // The crew go in their own list, as the option allows; with none the notes go too (they may hold names
  // written in a way not recognised as crew).
  const flights = flightRecords(events).map((f) => ({
    ...f,
    remarks: crewNames === 'none' ? null : notesWithoutCrew(f.remarks),
    crew:
      crewNames === 'none'
        ? []
        : crewOf(f.remarks)
            .filter((c) => crewNames === 'all' || c.flightDeck)
            .map(({ role, name }) => ({ role, name })),
  }));
  return {
    prefix: links.logbook,
    data: encode({ metadata: { ...APPLICATION, crew_names: crewNames, times: 'UTC' }, flights }),
  };
}

export function crewAlertLink(events: RosterEvent[], links: ExportLinks): DeepLink {
  const keys = dutyKeys(events);
  const duties = events.map((e) => ({
    key: keys.get(e.dutyId),
    type: e.dutyType,
    type_name: e.dutyTypeDescription,
    code: e.dutyNonFlyCode,
    title: e.dutyTitle,
    start_utc: iso(e.dutyStartTimestamp),
    end_utc: iso(e.dutyEndTimestamp),
    all_day: e.dutyIsAllDay,
    from: e.departure.IATA,
    to: e.arrival.IATA,
  }));
  return { prefix: links.crewalert, data: encode({ metadata: { ...APPLICATION, times: 'UTC' }, duties }) };
}

export function safelogLink(
  events: RosterEvent[],
  preferences: Record<string, string>,
  links: ExportLinks,
): DeepLink {
  const key = preferences.output_safelog_key?.trim();
  if (!key) throw validationError({ output_safelog_key: settingsMessages.safelogKeyRequired });
  return {
    prefix: links.safelog.replace('{key}', encodeURIComponent(key)),
    data: encode({ metadata: { ...APPLICATION, times: 'UTC' }, flights: flightRecords(events) }),
  };
}
