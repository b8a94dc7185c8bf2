/**
 * Upload types (spec §3 "Upload type per airline"): which import screens an airline offers and which portal
 * connector POST /v2/roster/fetch uses. Seeded with the reference data and assigned to airlines by IATA code.
 * Every fetch type talks to the demo crew portal (e2e/demo-portal) until real airline connectors exist; between
 * them they cover every portal form variant:
 * - fetchbox: username + password;
 * - fetchboxdouble: a second username + password (username2, password2);
 * - fetchboxmemorable: a memorable word (memorable), of which the portal asks for some characters;
 * - fetchboxextra: one extra field (username2, titled by wiz_username2_title), e.g. a staff number;
 * - fetchboxdays: the number of days is chosen by the user (num_days); without it a month is fetched.
 */
import type { UploadType } from '@crewroster/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export interface UploadTypeRecord {
  pk: string;
  flags: Partial<
    Record<
      | 'fetchbox'
      | 'uploadbox'
      | 'textbox'
      | 'fetchboxdouble'
      | 'fetchboxmemorable'
      | 'fetchboxextra'
      | 'fetchboxdays',
      boolean
    >
  >;
  texts: Record<string, string>;
  connector: string | null;
}

const login = { wiz_username1_title: 'Crew portal username', wiz_password1_title: 'Crew portal password' };
const fileAndText =
  'Export your roster from your crew system (iCalendar, CSV, PDF, HTML or text) and upload the file, or copy and paste it.';

export const UPLOAD_TYPES: UploadTypeRecord[] = [
  {
    pk: 'UPLOAD',
    flags: { uploadbox: true, textbox: true },
    texts: { upload_instructions: fileAndText },
    connector: null,
  },
  {
    pk: 'LOF',
    flags: { uploadbox: true },
    texts: { upload_instructions: 'Download the roster PDF from your crew portal and upload it.' },
    connector: null,
  },
  {
    pk: 'GJS',
    flags: { textbox: true },
    texts: { upload_instructions: 'Open your roster in the crew portal, select all and paste it here.' },
    connector: null,
  },
  {
    pk: 'CCNX_FETCH',
    flags: { fetchbox: true, uploadbox: true },
    texts: {
      ...login,
      wiz_intro_text: 'Sign in with your crew portal account; we fetch your roster for you.',
    },
    connector: 'demo-portal',
  },
  {
    pk: 'FLICA',
    flags: { fetchbox: true, fetchboxdays: true },
    texts: {
      wiz_username1_title: 'FLICA username',
      wiz_password1_title: 'FLICA password',
      wiz_intro_text: 'Fetch your FLICA schedule.',
    },
    connector: 'demo-portal',
  },
  {
    pk: 'CPZ',
    flags: { fetchbox: true, fetchboxextra: true },
    texts: {
      ...login,
      wiz_username2_title: 'Staff number',
      wiz_intro_text: 'Sign in with your crew portal account and staff number.',
    },
    connector: 'demo-portal',
  },
  {
    pk: 'DOUBLE_FETCH',
    flags: { fetchbox: true, fetchboxdouble: true },
    texts: {
      ...login,
      wiz_username2_title: 'Company network username',
      wiz_password2_title: 'Company network password',
      wiz_intro_text: 'Your crew portal sits behind the company network sign-in: enter both.',
    },
    connector: 'demo-portal',
  },
  {
    pk: 'MEMORABLE_FETCH',
    flags: { fetchbox: true, fetchboxmemorable: true },
    texts: {
      ...login,
      title_memorable: 'Memorable word',
      wiz_intro_text: 'Your crew portal asks for characters of your memorable word.',
    },
    connector: 'demo-portal',
  },
];

/** Airline IATA code → its upload types, in the order the upload screen offers them. */
export const AIRLINE_UPLOAD_TYPES: Record<string, string[]> = {
  KL: ['UPLOAD'], // KLM: plain file upload and text box
  LH: ['CCNX_FETCH', 'UPLOAD'],
  DL: ['FLICA', 'UPLOAD'],
  UA: ['FLICA'],
  AA: ['CPZ'],
  BA: ['DOUBLE_FETCH', 'UPLOAD'],
  VS: ['MEMORABLE_FETCH'],
  FR: ['LOF'],
  U2: ['GJS', 'UPLOAD'],
  AF: ['UPLOAD'],
};

const FLAG_NAMES = [
  'fetchbox',
  'uploadbox',
  'textbox',
  'fetchboxdouble',
  'fetchboxmemorable',
  'fetchboxextra',
  'fetchboxdays',
] as const;

/** Upserts the upload types and assigns them to the airlines that exist (idempotent). */
export async function seedUploadTypes(tx: Tx): Promise<number> {
  const arr = (values: unknown[]) => sql.param(values);
  const rows = UPLOAD_TYPES;
  await tx.execute(sql`
    insert into upload_types (pk, fetchbox, uploadbox, textbox, fetchboxdouble, fetchboxmemorable, fetchboxextra, fetchboxdays, texts, connector)
    select * from unnest(
      ${arr(rows.map((r) => r.pk))}::text[],
      ${arr(rows.map((r) => !!r.flags.fetchbox))}::boolean[], ${arr(rows.map((r) => !!r.flags.uploadbox))}::boolean[],
      ${arr(rows.map((r) => !!r.flags.textbox))}::boolean[], ${arr(rows.map((r) => !!r.flags.fetchboxdouble))}::boolean[],
      ${arr(rows.map((r) => !!r.flags.fetchboxmemorable))}::boolean[], ${arr(rows.map((r) => !!r.flags.fetchboxextra))}::boolean[],
      ${arr(rows.map((r) => !!r.flags.fetchboxdays))}::boolean[], ${arr(rows.map((r) => JSON.stringify(r.texts)))}::jsonb[],
      ${arr(rows.map((r) => r.connector))}::text[])
    on conflict (pk) do update set fetchbox = excluded.fetchbox, uploadbox = excluded.uploadbox, textbox = excluded.textbox,
      fetchboxdouble = excluded.fetchboxdouble, fetchboxmemorable = excluded.fetchboxmemorable,
      fetchboxextra = excluded.fetchboxextra, fetchboxdays = excluded.fetchboxdays, texts = excluded.texts,
      connector = excluded.connector`);
  const pairs = Object.entries(AIRLINE_UPLOAD_TYPES).flatMap(([iata, pks]) =>
    pks.map((pk, i) => ({ iata, pk, i })),
  );
  await tx.execute(sql`
    insert into airline_upload_types (airline_id, upload_type_pk, sort_order)
    select a.id, p.pk, p.sort from unnest(
      ${arr(pairs.map((p) => p.iata))}::text[], ${arr(pairs.map((p) => p.pk))}::text[], ${arr(pairs.map((p) => p.i))}::integer[]
    ) as p(iata, pk, sort)
    join airlines a on a.iata = p.iata
    on conflict do nothing`);
  return rows.length;
}

export interface UploadTypeRow {
  pk: string;
  fetchbox: boolean;
  uploadbox: boolean;
  textbox: boolean;
  fetchboxdouble: boolean;
  fetchboxmemorable: boolean;
  fetchboxextra: boolean;
  fetchboxdays: boolean;
  texts: Record<string, string>;
  connector: string | null;
}

export function toUploadType(row: UploadTypeRow): UploadType {
  const out: UploadType = { pk: row.pk };
  for (const f of FLAG_NAMES) out[f] = row[f];
  return { ...out, ...row.texts };
}

/** Upload types of the given airlines, in their order. */
export async function uploadTypesOf(
  db: { execute: Tx['execute'] },
  airlineIds: number[],
): Promise<Map<number, UploadTypeRow[]>> {
  const map = new Map<number, UploadTypeRow[]>();
  if (airlineIds.length === 0) return map;
  const result = (await db.execute(sql`
    select aut.airline_id, ut.* from airline_upload_types aut
    join upload_types ut on ut.pk = aut.upload_type_pk
    where aut.airline_id = any(${sql.param([...new Set(airlineIds)])}::integer[])
    order by aut.airline_id, aut.sort_order, ut.pk`)) as unknown as { rows: unknown[] };
  for (const row of result.rows as unknown as (UploadTypeRow & { airline_id: number })[]) {
    const { airline_id, ...rest } = row;
    const list = map.get(airline_id) ?? [];
    list.push(rest);
    map.set(airline_id, list);
  }
  return map;
}
