import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import type { TestContext } from './helpers.ts';

/** Real public roster samples, one folder per crew system (provenance and licences in its SOURCES.md). */
export const CORPUS = path.resolve(import.meta.dirname, 'roster-corpus');
export const SAMPLES = path.resolve(import.meta.dirname, 'roster-samples');

/** A corpus sample by its path inside the corpus, e.g. `netline/netline-style.txt`. */
export const fixture = (name: string) => fs.readFileSync(path.join(CORPUS, name));
export const sample = (name: string) => fs.readFileSync(path.join(SAMPLES, name));

/** Paths of every corpus sample (each family folder's files but their `.expected.json`). */
export function corpusSamples(): string[] {
  return fs
    .readdirSync(CORPUS, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      fs
        .readdirSync(path.join(CORPUS, d.name))
        .filter((f) => !f.endsWith('.expected.json'))
        .map((f) => path.join(CORPUS, d.name, f)),
    )
    .sort();
}

/** Airports the roster fixtures need beyond the shared test reference data (real coordinates and zones). */
const EXTRA_AIRPORTS: [string, string, string, string, string, number, number, string][] = [
  ['BOS', 'Boston Logan International Airport', 'Boston', 'US', 'NA', 42.3643, -71.0052, 'America/New_York'],
  [
    'SFO',
    'San Francisco International Airport',
    'San Francisco',
    'US',
    'NA',
    37.619,
    -122.375,
    'America/Los_Angeles',
  ],
  ['MAD', 'Adolfo Suárez Madrid–Barajas Airport', 'Madrid', 'ES', 'EU', 40.4719, -3.5626, 'Europe/Madrid'],
  ['BKK', 'Suvarnabhumi Airport', 'Bangkok', 'TH', 'AS', 13.6811, 100.747, 'Asia/Bangkok'],
  [
    'YYZ',
    'Toronto Pearson International Airport',
    'Toronto',
    'CA',
    'NA',
    43.6772,
    -79.6306,
    'America/Toronto',
  ],
  ['MUC', 'Munich Airport', 'Munich', 'DE', 'EU', 48.3538, 11.7861, 'Europe/Berlin'],
  ['BNE', 'Brisbane International Airport', 'Brisbane', 'AU', 'OC', -27.3842, 153.117, 'Australia/Brisbane'],
  ['PER', 'Perth International Airport', 'Perth', 'AU', 'OC', -31.9403, 115.967, 'Australia/Perth'],
  ['DRW', 'Darwin International Airport', 'Darwin', 'AU', 'OC', -12.4147, 130.877, 'Australia/Darwin'],
];

export async function addRosterAirports(db: Db): Promise<void> {
  const col = (i: number) => sql.param(EXTRA_AIRPORTS.map((a) => a[i]));
  await db.execute(sql`
    insert into airports (iata, name, city, country, region, latitude, longitude, timezone)
    select * from unnest(${col(0)}::varchar[], ${col(1)}::text[], ${col(2)}::text[], ${col(3)}::varchar[],
      ${col(4)}::varchar[], ${col(5)}::double precision[], ${col(6)}::double precision[], ${col(7)}::text[])
    on conflict (iata) do nothing`);
}

export interface UploadOptions {
  uploadType?: 'file' | 'text' | string;
  filename?: string;
  mime?: string;
  channel?: string;
  /** The column mapping field (an object is sent as JSON, a string as is). */
  mapping?: unknown;
}

/** POST /main/v2/roster/upload as multipart, like the web app. */
export async function upload(
  ctx: TestContext,
  token: string,
  source: Buffer | string | null,
  options: UploadOptions = {},
) {
  const form = new FormData();
  const uploadType = options.uploadType ?? (typeof source === 'string' ? 'text' : 'file');
  if (source !== null) {
    if (typeof source === 'string' && uploadType === 'text') form.set('source', source);
    else
      form.set(
        'source',
        new File(
          [typeof source === 'string' ? source : new Uint8Array(source)],
          options.filename ?? 'roster.txt',
          { type: options.mime ?? 'text/plain' },
        ),
      );
  }
  form.set('upload_type', uploadType);
  form.set('channel', options.channel ?? 'WEB');
  if (options.mapping !== undefined)
    form.set(
      'mapping',
      typeof options.mapping === 'string' ? options.mapping : JSON.stringify(options.mapping),
    );
  const res = await ctx.app.request('/main/v2/roster/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await res.text();
  let body: // biome-ignore lint/suspicious/noExplicitAny: test convenience for reading JSON bodies
  any = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: res.status, body };
}

export async function eventCount(db: Db, userId?: number): Promise<number> {
  const result = (await db.execute(
    userId === undefined
      ? sql`select count(*)::int as n from roster_events`
      : sql`select count(*)::int as n from roster_events where user_id = ${userId}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

export async function userIdOf(db: Db, email: string): Promise<number> {
  const result = (await db.execute(
    sql`select id from users where lower(email) = lower(${email})`,
  )) as unknown as {
    rows: { id: number }[];
  };
  return Number(result.rows[0]?.id);
}
