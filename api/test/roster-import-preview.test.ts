/**
 * Issue #19 items 3 and 5: the upload answer counts what it stored by kind and names the rows it skipped; a table
 * the engine is unsure of is answered with a preview (nothing stored), read with the user's column mapping when
 * sent again, and that mapping is remembered for the user's airline and the table's layout.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { addRosterAirports, eventCount, fixture, upload, userIdOf } from './roster-helpers.ts';

/** A Turkish crew roster export: the engine knows none of its headers, and its flight numbers lack the airline. */
const HEADER = 'Tarih;Görev;Nereden;Nereye;Kalkış;Varış;Sefer;Uçak';
const TURKISH = [
  HEADER,
  '01/09/2025;UCUS;MAD;LHR;07:15;09:40;3166;A320',
  '01/09/2025;UCUS;LHR;MAD;10:40;14:05;3167;A320',
  '02/09/2025;SBY;MAD;MAD;06:00;14:00;;',
  '03/09/2025;OFF;;;;;;',
  '04/09/2025;DH;MAD;CDG;09:00;11:05;3170;A321',
  '04/09/2025;UCUS;CDG;MAD;12:00;14:05;3171;A321',
  '05/09/2025;OFF;;;;;;',
  '06/09/2025;;;;;;3180;',
  '',
].join('\n');
/** The next month of the same export: the same layout. */
const TURKISH_OCTOBER = [
  HEADER,
  '01/10/2025;UCUS;MAD;FRA;08:00;10:30;3300;A320',
  '01/10/2025;UCUS;FRA;MAD;11:30;14:00;3301;A320',
  '02/10/2025;OFF;;;;;;',
  '',
].join('\n');

const CONFIRMED = {
  columns: ['date', 'code', 'from', 'to', 'dep', 'arr', 'flight', 'aircraft'],
  times: 'utc',
};

const csv = (text: string) => ({ filename: 'rooster.csv', mime: 'text/csv', text: Buffer.from(text) });

async function count(ctx: TestContext, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await ctx.database.db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}

describe.each(TARGETS)('roster import report, preview and column mapping (%s)', (target) => {
  let ctx: TestContext;
  /** Two users of Lufthansa (3320), one of Air France (137). */
  const users: Record<'first' | 'colleague' | 'other', { token: string; id: number }> = {} as never;
  beforeAll(async () => {
    ctx = await createTestContext(target);
    await addRosterAirports(ctx.database.db);
    for (const [name, airline] of [
      ['first', 3320],
      ['colleague', 3320],
      ['other', 137],
    ] as const) {
      const user = await registerUser(ctx);
      const token = user.tokens.access_token;
      const profile = await ctx.call('PUT', '/main/v2/user', {
        token,
        body: { jobtype: 'FO', homeairline: airline, base: 'MAD' },
      });
      expect(profile.status).toBe(200);
      users[name] = { token, id: await userIdOf(ctx.database.db, user.email) };
    }
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('counts what it imported by kind and names the rows it skipped', async () => {
    const res = await upload(ctx, users.other.token, fixture('dtr/dtr-airlines-2025.txt'));
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({
      events: 64,
      mapping: null,
      imported: {
        flights: 21,
        deadheads: 0,
        standby: 5,
        daysOff: 13,
        training: 3,
        office: 0,
        transport: 0,
        hotels: 4,
        leave: 0,
        reports: 18,
        other: 0,
      },
      skipped: {
        total: 1,
        rows: [
          {
            line: 1,
            text: 'CREW DUTY ROSTER - DTR Airlines - Employee 12345 - Jan 2025 to Dec 2025',
            reason: 'no_date',
          },
        ],
      },
    });
    const imported = Object.values(res.body.meta.imported as Record<string, number>);
    expect(imported.reduce((a, b) => a + b, 0)).toBe(res.body.meta.events);
  });

  it('answers an unsure table with a preview and stores nothing', async () => {
    const { id, token } = users.first;
    const importsBefore = await count(
      ctx,
      sql`select count(*)::int as n from roster_imports where user_id = ${id}`,
    );
    const { filename, mime, text } = csv(TURKISH);
    const res = await upload(ctx, token, text, { filename, mime });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'roster_needs_mapping',
      message: expect.stringMatching(/columns/),
    });
    const preview = res.body.preview;
    expect(preview).toMatchObject({
      format: 'csv',
      missing: 'dates',
      header: HEADER.split(';'),
      totalRows: 8,
      times: 'auto',
    });
    expect(preview.rows[0]).toEqual({
      line: 2,
      cells: ['01/09/2025', 'UCUS', 'MAD', 'LHR', '07:15', '09:40', '3166', 'A320'],
    });
    expect(preview.columns.map((c: { role: string }) => c.role)).toEqual([
      'date',
      'code',
      'from',
      'to',
      'dep',
      'arr',
      'ignore', // bare numbers away from the airports: the engine does not guess
      'aircraft',
    ]);
    for (const c of preview.columns) expect(c.confidence).toBeGreaterThan(0);
    expect(preview.columns[6].confidence).toBeLessThan(0.5);
    // What the inferred columns would import: the flights only by their activity, not yet as flights.
    expect(preview.duties[0]).toEqual({
      type: 0,
      title: 'UCUS',
      date: '2025-09-01',
      start: '07:15',
      end: '09:40',
      from: 'MAD',
      to: 'LHR',
    });
    expect(preview.duties).toContainEqual(expect.objectContaining({ type: 8, title: 'SBY' }));

    // The same roster pasted as text is a table too.
    const pasted = await upload(ctx, token, TURKISH);
    expect(pasted.status).toBe(422);
    expect(pasted.body.code).toBe('roster_needs_mapping');

    expect(await eventCount(ctx.database.db, id)).toBe(0);
    expect(await count(ctx, sql`select count(*)::int as n from roster_imports where user_id = ${id}`)).toBe(
      importsBefore,
    );
    expect(await count(ctx, sql`select count(*)::int as n from roster_layouts`)).toBe(0);
    expect(
      await count(
        ctx,
        sql`select count(*)::int as n from analytics_events where user_id = ${id} and name = 'roster_upload_preview'`,
      ),
    ).toBe(2);
  });

  it('refuses a mapping that is not valid or does not fit, and a mapping that reads nothing names what is missing', async () => {
    const { id, token } = users.first;
    const { filename, mime, text } = csv(TURKISH);
    const bad = await upload(ctx, token, text, {
      filename,
      mime,
      mapping: '{"columns": ["date", "nonsense"]}',
    });
    expect(bad).toMatchObject({
      status: 422,
      body: { errors: { mapping: 'The column mapping is not valid.' } },
    });
    const notJson = await upload(ctx, token, text, { filename, mime, mapping: 'date,flight' });
    expect(notJson.status).toBe(422);
    const short = await upload(ctx, token, text, {
      filename,
      mime,
      mapping: { columns: ['date', 'flight'] },
    });
    expect(short).toMatchObject({
      status: 422,
      body: { message: 'The column mapping does not match the columns of this roster.' },
    });
    const datesOnly = await upload(ctx, token, text, {
      filename,
      mime,
      mapping: { columns: ['date', 'ignore', 'ignore', 'ignore', 'ignore', 'ignore', 'ignore', 'ignore'] },
    });
    expect(datesOnly.status).toBe(422);
    expect(datesOnly.body.message).toMatch(/It has dates but no flight numbers or duty codes/);
    const noTable = await upload(ctx, token, '01/09/2025 KL1001 AMS LHR 07:15 09:40', { mapping: CONFIRMED });
    expect(noTable).toMatchObject({
      status: 422,
      body: { message: 'A column mapping applies to tables (CSV, HTML tables, XML records) only.' },
    });
    expect(await eventCount(ctx.database.db, id)).toBe(0);
    expect(await count(ctx, sql`select count(*)::int as n from roster_layouts`)).toBe(0);
  });

  it('imports the table with the confirmed mapping and remembers it for the airline', async () => {
    const { id, token } = users.first;
    const { filename, mime, text } = csv(TURKISH);
    const res = await upload(ctx, token, text, { filename, mime, mapping: CONFIRMED });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({
      format: 'csv',
      events: 7,
      mapping: 'confirmed',
      imported: { flights: 3, deadheads: 1, standby: 1, daysOff: 2, other: 0 },
      skipped: {
        total: 1,
        rows: [
          {
            line: 9,
            text: '06/09/2025 |  |  |  |  |  | 3180 | ',
            reason: 'flight_without_route',
          },
        ],
      },
    });
    expect(res.body.data.CUSTOM.numbers.flights).toBeGreaterThanOrEqual(3);
    const events = await ctx.call('GET', '/main/v2/event', {
      token,
      headers: { startdate: '2025-09-01', enddate: '2025-09-01' },
    });
    expect(events.body.data[0]).toMatchObject({
      dutyTitle: '3166',
      dutyType: 2,
      dutyStartTimestamp: Date.parse('2025-09-01T07:15:00Z') / 1000,
      dutyEndTimestamp: Date.parse('2025-09-01T09:40:00Z') / 1000,
      departure: { IATA: 'MAD' },
      arrival: { IATA: 'LHR' },
    });
    expect(await eventCount(ctx.database.db, id)).toBe(7);
    const layouts = (await ctx.database.db.execute(
      sql`select airline_id, mapping, confirmed_by from roster_layouts`,
    )) as unknown as { rows: { airline_id: number; mapping: unknown; confirmed_by: number }[] };
    expect(layouts.rows).toEqual([{ airline_id: 3320, mapping: CONFIRMED, confirmed_by: id }]);
  });

  it("reads the airline's next upload of that layout with the remembered mapping, without asking", async () => {
    const { id, token } = users.colleague;
    const { filename, mime, text } = csv(TURKISH_OCTOBER);
    const res = await upload(ctx, token, text, { filename, mime });
    expect(res.status).toBe(200);
    expect(res.body.meta).toMatchObject({
      mapping: 'remembered',
      imported: { flights: 2, daysOff: 1 },
      skipped: { total: 0, rows: [] },
    });
    expect(await eventCount(ctx.database.db, id)).toBe(3);

    // Another airline's crew with the same layout is asked.
    const other = await upload(ctx, users.other.token, text, { filename, mime });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('roster_needs_mapping');
  });

  it('a later confirmation replaces the remembered mapping of that layout', async () => {
    const { token } = users.colleague;
    const { filename, mime, text } = csv(TURKISH_OCTOBER);
    const local = { ...CONFIRMED, times: 'local' };
    const res = await upload(ctx, token, text, { filename, mime, mapping: local });
    expect(res.status).toBe(200);
    const layouts = (await ctx.database.db.execute(
      sql`select mapping from roster_layouts where airline_id = 3320`,
    )) as unknown as { rows: { mapping: unknown }[] };
    expect(layouts.rows).toEqual([{ mapping: local }]);
    // Local times at the airports: 08:00 in Madrid (UTC+2 in October) is 06:00 UTC.
    const events = await ctx.call('GET', '/main/v2/event', {
      token,
      headers: { startdate: '2025-10-01', enddate: '2025-10-01' },
    });
    expect(events.body.data[0]).toMatchObject({
      dutyTitle: '3300',
      dutyStartTimestamp: Date.parse('2025-10-01T06:00:00Z') / 1000,
    });
  });
});
