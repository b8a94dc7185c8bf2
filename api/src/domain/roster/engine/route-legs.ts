/**
 * A day that lists its flights, then its route as a chain of stations with one more station than flights
 * ("9C7382 / 9C8997 / 9C8998", then "ZGOW … ZSSS … ZUCK … ZSSS"), then prints each flight again with its times
 * but without airports (a crew portal's day block whose legs name their airports only in words the airport data
 * does not hold, "揭阳潮汕上海虹桥 08:00- 09:50"): the k-th flight flies from the k-th station to the next. Each
 * flight becomes one leg row; the listing and the chain are consumed.
 */
import type { ReadRow } from './multiline-legs.ts';
import type { RowFacts } from './row-facts.ts';

/** A flight number alone on its line. */
const flightOnly = (f: RowFacts) =>
  f.flights.length === 1 && f.airports.length === 0 && f.times.length === 0 && !f.code && !f.date;

/** The line that gives a listed flight its times: two times and nothing else a leg or duty would have. */
const timesOnly = (f: RowFacts) =>
  f.times.length === 2 &&
  f.flights.length === 0 &&
  f.airports.length === 0 &&
  !f.code &&
  !f.date &&
  f.times.every((t) => !t.role || t.role === 'dep' || t.role === 'arr');

const flightOf = (r: ReadRow) => r.f.flights[0]?.code ?? '';

/** The rows of one day, from a row with its own date up to the next one, as index ranges. */
function days(rows: ReadRow[]): [number, number][] {
  const starts = rows.flatMap((r, i) => (r.f.date && r.f.ownDate ? [i] : []));
  return starts.map((s, k) => [s, starts[k + 1] ?? rows.length]);
}

/** The day's legs, keyed by the row they replace, and the rows they consume; null when the day is no such day. */
function routeDay(rows: ReadRow[], start: number, end: number): Map<number, ReadRow | null> | null {
  let i = start + 1;
  const listed: number[] = [];
  for (; i < end && flightOnly((rows[i] as ReadRow).f); i++) listed.push(i);
  const flights = listed.map((k) => flightOf(rows[k] as ReadRow));
  if (flights.length === 0 || new Set(flights).size !== flights.length) return null;
  const chain: string[] = [];
  const chainRows: number[] = [];
  for (; i < end && !flightOnly((rows[i] as ReadRow).f); i++) {
    const f = (rows[i] as ReadRow).f;
    if (f.flights.length > 0 || f.code) return null;
    chain.push(...f.airports);
    chainRows.push(i);
  }
  if (chain.length !== flights.length + 1) return null;
  const out = new Map<number, ReadRow | null>();
  for (const k of [...listed, ...chainRows]) out.set(k, null);
  let leg = 0;
  while (i < end) {
    const card = rows[i] as ReadRow;
    if (leg >= flights.length || flightOf(card) !== flights[leg]) return null;
    let j = i + 1;
    while (j < end && !flightOnly((rows[j] as ReadRow).f) && !timesOnly((rows[j] as ReadRow).f)) j++;
    const timed = rows[j];
    if (!timed || j >= end || !timesOnly(timed.f)) return null;
    const [dep, arr] = timed.f.times as [RowFacts['times'][0], RowFacts['times'][0]];
    out.set(i, {
      row: card.row,
      f: {
        ...card.f,
        airports: [chain[leg] as string, chain[leg + 1] as string],
        times: [
          { ...dep, role: 'dep' },
          { ...arr, role: 'arr' },
        ],
        remarks: [...card.f.remarks, ...timed.f.remarks],
      },
    });
    out.set(j, null); // the card's other lines (aircraft, report time and station) stay rows of their own
    leg++;
    // The rest of the card (role, crew) up to the next flight.
    for (i = j + 1; i < end && !flightOnly((rows[i] as ReadRow).f); i++);
  }
  return leg === flights.length ? out : null;
}

export function mergeRouteLegs(rows: ReadRow[]): ReadRow[] {
  const replaced = new Map<number, ReadRow | null>();
  for (const [start, end] of days(rows)) {
    const legs = routeDay(rows, start, end);
    if (legs) for (const [k, v] of legs) replaced.set(k, v);
  }
  if (replaced.size === 0) return rows;
  return rows.flatMap((r, i) => {
    if (!replaced.has(i)) return [r];
    const leg = replaced.get(i);
    return leg ? [leg] : [];
  });
}
