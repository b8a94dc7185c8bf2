/**
 * The crew's own airline, from the legs: when one airline code numbers nearly all airline-coded legs, a leg of
 * another airline is a positioning leg (crew fly their own airline's flights and ride others'). "D2244" there is
 * read as deadhead "D" + flight 2244 rather than airline D2's flight 244.
 */
import type { FlightFact } from './row.ts';

const D_MARKED = /^DH?(\d{1,4})$/;

const airlineOf = (code: string) => /^([A-Z]{2}|[A-Z]\d|\d[A-Z]|[A-Z]{3})\d/.exec(code)?.[1] ?? null;

/** The airline code of at least three coded legs and three quarters of them, else null. */
export function ownAirline(flights: FlightFact[]): string | null {
  const counts = new Map<string, number>();
  let coded = 0;
  for (const fl of flights) {
    // "D2244" may be a deadhead mark before a number: it does not vote.
    if (fl.bare || fl.passive || D_MARKED.test(fl.raw ?? '')) continue;
    const a = airlineOf(fl.code);
    if (!a) continue;
    coded++;
    counts.set(a, (counts.get(a) ?? 0) + 1);
  }
  let best: string | null = null;
  let n = 0;
  for (const [a, c] of counts)
    if (c > n) {
      best = a;
      n = c;
    }
  return best && n >= 3 && n >= coded * 0.75 ? best : null;
}

/**
 * As ownAirline; else '' when at least three legs print no airline and the coded ones name two airlines or more, none
 * of them often: a crew app's calendar of a whole month prints its own airline's flights bare, and the crew ride
 * several others' ("4646 HAJ-LGG" beside "IB1189", "KL1706", "LO433").
 */
export function ownAirlineOrBare(flights: FlightFact[]): string | null {
  const own = ownAirline(flights);
  if (own !== null) return own;
  const bare = flights.filter((fl) => fl.bare && !fl.passive).length;
  const airlines = new Set(flights.flatMap((fl) => (fl.bare ? [] : [airlineOf(fl.code)])).filter(Boolean));
  return bare >= 3 && airlines.size >= 2 ? '' : null;
}

/**
 * The airline of the legs whose block time the roster marks as flown ("0.59BL"), when they all share it: those
 * legs are operated, so one is enough to tell the crew's airline from a deadhead's ("OO3895" beside "DL2335").
 */
export function markedAirline(flights: FlightFact[]): string | null {
  let found: string | null = null;
  for (const fl of flights) {
    const a = fl.bare || fl.passive ? null : airlineOf(fl.code);
    if (!a || (found && a !== found)) return null;
    found = a;
  }
  return found;
}

/** A leg of another airline than the roster's own: positioning; its flight number when "D" marked it so. */
export function foreignLeg(fl: FlightFact, own: string | null): { positioning: boolean; code: string } {
  const a = fl.bare ? null : airlineOf(fl.code);
  if (own === null || !a || a === own) return { positioning: false, code: fl.code };
  const dMarked = D_MARKED.exec(fl.raw ?? '');
  return { positioning: true, code: dMarked ? String(Number(dMarked[1])) : fl.code };
}
