import type { Airline, Airport } from '@crewroster/shared/schemas';
import { asc, count, desc, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { airlines, airports, positions } from '../../db/schema.ts';
import { DomainError } from '../errors.ts';
import { toAirline, toAirport, toPosition } from './presenters.ts';
import { toUploadType, uploadTypesOf } from './upload-types.ts';

/** Picker page size (spec §9). */
export const PAGE_SIZE = 10;
const MAX_QUERY_LENGTH = 100;

export interface Page<T> {
  data: T[];
  meta: { page: number; per_page: number; total: number };
}

/** Parses the 1-based `page` query value. */
export function parsePage(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 1;
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > 100_000) {
    throw new DomainError('validation', 'The page must be a whole number of at least 1.', {
      errors: { page: 'The page must be a whole number of at least 1.' },
    });
  }
  return page;
}

function likePattern(query: string): string {
  return `%${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

function normaliseQuery(raw: string | undefined): string {
  const q = (raw ?? '').trim();
  if (q.length > MAX_QUERY_LENGTH) {
    throw new DomainError('validation', `The search text may not exceed ${MAX_QUERY_LENGTH} characters.`, {
      errors: { header: `The search text may not exceed ${MAX_QUERY_LENGTH} characters.` },
    });
  }
  return q;
}

export class ReferenceService {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** Case-insensitive substring match on name, IATA or ICAO; exact code matches first, then by name. */
  async searchAirlines(rawQuery: string | undefined, page: number): Promise<Page<Airline>> {
    const q = normaliseQuery(rawQuery);
    const where: SQL | undefined = q
      ? or(
          ilike(airlines.name, likePattern(q)),
          ilike(airlines.iata, likePattern(q)),
          ilike(airlines.icao, likePattern(q)),
        )
      : undefined;
    const exact = sql`coalesce(upper(${airlines.iata}) = upper(${q}) or upper(${airlines.icao}) = upper(${q}), false)`;
    const [rows, totals] = await Promise.all([
      this.#db
        .select()
        .from(airlines)
        .where(where)
        .orderBy(desc(exact), asc(airlines.name), asc(airlines.id))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE),
      this.#db.select({ total: count() }).from(airlines).where(where),
    ]);
    const types = await uploadTypesOf(
      this.#db,
      rows.map((r) => r.id),
    );
    const data = rows.map((r) => toAirline(r, (types.get(r.id) ?? []).map(toUploadType)));
    return { data, meta: { page, per_page: PAGE_SIZE, total: totals[0]?.total ?? 0 } };
  }

  async searchAirports(rawQuery: string | undefined, page: number): Promise<Page<Airport>> {
    const q = normaliseQuery(rawQuery);
    const where: SQL | undefined = q
      ? or(
          ilike(airports.name, likePattern(q)),
          ilike(airports.iata, likePattern(q)),
          ilike(airports.icao, likePattern(q)),
        )
      : undefined;
    const exact = sql`coalesce(upper(${airports.iata}) = upper(${q}) or upper(${airports.icao}) = upper(${q}), false)`;
    const [rows, totals] = await Promise.all([
      this.#db
        .select()
        .from(airports)
        .where(where)
        .orderBy(desc(exact), asc(airports.name), asc(airports.iata))
        .limit(PAGE_SIZE)
        .offset((page - 1) * PAGE_SIZE),
      this.#db.select({ total: count() }).from(airports).where(where),
    ]);
    return { data: rows.map(toAirport), meta: { page, per_page: PAGE_SIZE, total: totals[0]?.total ?? 0 } };
  }

  async positions(): Promise<{ value: string; name: string; ispilot: 0 | 1 }[]> {
    const rows = await this.#db.select().from(positions).orderBy(asc(positions.sortOrder));
    return rows.map(toPosition);
  }
}
