/**
 * Crew names in a duty's roster notes, for the logbook export's crew-name option (preference
 * `rb_logbook_crew_names`: all, flight_crew or none). Rosters list the crew of a leg as a position code and a name,
 * sometimes with a staff number: "CP 12345 Anna Berg, FO Jan de Vries, PU Maria Lopez" (ICS descriptions, remarks
 * columns) or FLICA's "CA 00001 Captain, One FO 00000 Doe, John". The codes are the spec's positions (§3, whose
 * `ispilot` says who sits on the flight deck) and the short forms rosters print for them.
 */
import { POSITIONS } from '@crewroster/shared/schemas';

export interface CrewMember {
  /** The position code as the roster printed it. */
  role: string;
  name: string;
  flightDeck: boolean;
}

/** Short forms rosters print, by whether they are flight-deck positions. */
const FLIGHT_DECK_CODES = ['CP', 'CPT', 'CAPT', 'CMD', 'CA', 'F/O', 'SO', 'P1', 'P2'];
const CABIN_CODES = ['PU', 'PUR', 'CM', 'CSD', 'SCC', 'SCCM', 'CC', 'CCM', 'FA', 'FSM'];
const FLIGHT_DECK: ReadonlyMap<string, boolean> = new Map([
  ...POSITIONS.map((p) => [p.value, p.ispilot === 1] as const),
  ...FLIGHT_DECK_CODES.map((c) => [c, true] as const),
  ...CABIN_CODES.map((c) => [c, false] as const),
]);

// Longest codes first (SENFO before FO); a code is a whole upper-case word, then an optional colon.
const ROLE = new RegExp(
  `(?<![\\p{L}\\p{N}/])(${[...FLIGHT_DECK.keys()]
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}\\p{N}/])[ \\t]*:?[ \\t]*`,
  'gu',
);
/** Where a name ends at the latest: a line break or a separator other than the comma inside "Doe, John". */
const NAME_END = /[\n;|·(]| \/ /;
const NAME = /^(?:\d{3,8}[ \t]+)?([\p{L}][\p{L}\p{M}'’.\- ,]*?)[\s,]*$/u;
const MAX_NAME = 60;

interface Found extends CrewMember {
  start: number;
  end: number;
}

function findCrew(text: string): Found[] {
  const roles = [...text.matchAll(ROLE)];
  const found: Found[] = [];
  roles.forEach((m, i) => {
    const from = (m.index ?? 0) + m[0].length;
    const next = roles[i + 1]?.index ?? text.length;
    let segment = text.slice(from, next);
    const stop = segment.search(NAME_END);
    if (stop >= 0) segment = segment.slice(0, stop);
    const name = NAME.exec(segment)?.[1]?.trim();
    const role = m[1] as string;
    if (!name || name.length > MAX_NAME) return;
    found.push({
      role,
      name,
      flightDeck: FLIGHT_DECK.get(role) ?? false,
      start: m.index ?? 0,
      end: from + segment.length,
    });
  });
  return found;
}

/** The crew named in a duty's notes, in the order given. */
export function crewOf(notes: string | null): CrewMember[] {
  return notes ? findCrew(notes).map(({ role, name, flightDeck }) => ({ role, name, flightDeck })) : [];
}

/** The notes without the crew entries (and a "Crew:" label before them); null when nothing else is left. */
export function notesWithoutCrew(notes: string | null): string | null {
  if (!notes) return null;
  const found = findCrew(notes);
  if (found.length === 0) return notes;
  let rest = '';
  let at = 0;
  for (const f of found) {
    rest += `${notes.slice(at, f.start)}\n`;
    at = f.end;
  }
  rest += notes.slice(at);
  const parts = rest
    .replace(/\bcrew\s*:/gi, '\n')
    .split(/\s*(?:[\n;|·]|,\s*(?=\n)|^,|,$)\s*/)
    .map((p) => p.replace(/^[\s,:]+|[\s,:]+$/g, ''))
    .filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
