/**
 * The ICS subscription honours the calendar preferences (validated with ical.js), the feed address can be replaced,
 * and the app exports (logbook, crew alert, Safelog, LogTen) answer a prefix plus data with stable flight keys.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { addRosterAirports, upload } from './roster-helpers.ts';

// A report, two flights of one duty (the first with its aircraft type), a day off and a standby (2025-03-01…03).
const ROSTER = [
  'Date;Flight;From;To;STD (UTC);STA (UTC);Remarks;Aircraft',
  '2025-03-01;DO;;;;;Day off;',
  '2025-03-02;CI;AMS;;06:00;06:45;Report;',
  '2025-03-02;KL1001;AMS;LHR;06:45;08:00;;B737',
  '2025-03-02;KL1002;LHR;AMS;09:00;10:15;;',
  '2025-03-03;SBY;AMS;;08:00;16:00;Airport standby;',
  '',
].join('\n');

describe.each(TARGETS)('calendar feed and app exports (%s)', (target) => {
  let ctx: TestContext;
  let token: string;

  const pref = async (preference: string, value: string) => {
    const res = await ctx.call('PUT', '/main/v2/user/me/pref', { token, headers: { preference, value } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const feedUrl = async () =>
    (await ctx.call('GET', '/main/v2/export/ics', { token })).body.data.url as string;
  const calendar = async (url?: string) => {
    const res = await ctx.app.request(new URL(url ?? (await feedUrl())).pathname);
    expect(res.status).toBe(200);
    return new ICAL.Component(ICAL.parse(await res.text()));
  };
  const vevents = (cal: ICAL.Component) => cal.getAllSubcomponents('vevent');
  const bySummary = (cal: ICAL.Component, start: string) =>
    vevents(cal).find((e) => String(e.getFirstPropertyValue('summary')).startsWith(start));
  const link = (provider: string) =>
    ctx.call('GET', `/main/v2/export/${provider}?start=2025-03-01&end=2025-03-31`, { token });

  beforeAll(async () => {
    ctx = await createTestContext(target);
    await addRosterAirports(ctx.database.db);
    token = (await registerUser(ctx)).tokens.access_token;
    const imported = await upload(ctx, token, Buffer.from(ROSTER), {
      filename: 'roster.csv',
      mime: 'text/csv',
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is a valid calendar in UTC with a name, refresh hints and stable UIDs', async () => {
    const res = await ctx.app.request(new URL(await feedUrl()).pathname);
    const text = await res.text();
    expect(text).toContain('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(text).toContain('X-PUBLISHED-TTL:PT1H');
    expect(text).toMatch(/DTSTART:20250302T060000Z/);
    const cal = new ICAL.Component(ICAL.parse(text));
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('CrewRoster');
    const events = vevents(cal);
    expect(events).toHaveLength(5);
    for (const e of events) {
      const event = new ICAL.Event(e);
      expect(event.uid).toMatch(/@/);
      expect(event.startDate.isDate || event.startDate.zone?.tzid === 'UTC').toBe(true);
    }
    const dayOff = new ICAL.Event(bySummary(cal, 'Day off') ?? events[0]);
    expect(dayOff.startDate.isDate).toBe(true);
    expect(dayOff.endDate.toString()).toBe('2025-03-02');

    // A re-upload of the same roster gives new database ids but the same UIDs.
    const uids = events.map((e) => e.getFirstPropertyValue('uid')).sort();
    expect(new Set(uids).size).toBe(uids.length);
    await upload(ctx, token, Buffer.from(ROSTER), { filename: 'roster.csv', mime: 'text/csv' });
    expect(
      vevents(await calendar())
        .map((e) => e.getFirstPropertyValue('uid'))
        .sort(),
    ).toEqual(uids);
  });

  it('uses the default flight and report formats', async () => {
    const cal = await calendar();
    const flight = bySummary(cal, 'KL1001');
    expect(flight?.getFirstPropertyValue('summary')).toBe('KL1001 AMS-LHR');
    expect(flight?.getFirstPropertyValue('location')).toMatch(/\(AMS\)$/);
    expect(flight?.getFirstPropertyValue('description')).toBe('KL1001 AMS-LHR, B737, block time 01:15');
    const report = bySummary(cal, 'Report');
    expect(report?.getFirstPropertyValue('summary')).toBe('Report AMS 06:00Z');
    expect(report?.getFirstPropertyValue('description')).toBe(
      'Report 06:00Z, first flight KL1001 AMS-LHR 06:45Z',
    );
  });

  it('follows the chosen formats, the name and aggregation of flights', async () => {
    await pref('rostername', 'My duties');
    await pref('output_ical_summary_flt', '1006');
    await pref('output_ical_location_flt', '1046');
    await pref('output_ical_description_flt', '1051');
    await pref('output_ical_summary_rep', '2002');
    await pref('output_ical_location_rep', '2011');
    let cal = await calendar();
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('My duties');
    const flight = bySummary(cal, 'KL1002');
    expect(flight?.getFirstPropertyValue('summary')).toBe('KL1002 LHR 09:00Z - AMS 10:15Z');
    expect(flight?.getFirstPropertyValue('location')).toBe('LHR');
    expect(flight?.getFirstPropertyValue('description')).toBe('Departure LHR 09:00Z, arrival AMS 10:15Z');
    const report = bySummary(cal, 'Check-in');
    expect(report?.getFirstPropertyValue('summary')).toBe('Check-in KL1001');
    expect(report?.getFirstPropertyValue('location')).toBe('AMS');

    await pref('output_ical_summary_flt', '1001');
    await pref('output_ical_aggregate_flights', '1');
    cal = await calendar();
    expect(vevents(cal)).toHaveLength(4);
    const duty = new ICAL.Event(bySummary(cal, 'KL1001'));
    expect(duty.summary).toBe('KL1001 AMS-LHR / KL1002 LHR-AMS');
    expect(duty.startDate.toJSDate().toISOString()).toBe('2025-03-02T06:45:00.000Z');
    expect(duty.endDate.toJSDate().toISOString()).toBe('2025-03-02T10:15:00.000Z');
    await pref('output_ical_aggregate_flights', '0');
  });

  it('adds report alarms for the chosen station, or every airport with 999', async () => {
    const alarms = async () =>
      vevents(await calendar()).flatMap((e) =>
        e.getAllSubcomponents('valarm').map((a) => ({
          summary: String(e.getFirstPropertyValue('summary')),
          trigger: (a.getFirstPropertyValue('trigger') as ICAL.Duration).toSeconds(),
        })),
      );
    expect(await alarms()).toEqual([]);
    await pref('report_add_alarm_seconds', '5400');
    await pref('report_add_alarm_iata', '999');
    expect(await alarms()).toEqual([{ summary: 'Check-in KL1001', trigger: -5400 }]);
    await pref('report_add_alarm_iata', 'LHR');
    expect(await alarms()).toEqual([]);
    await pref('report_add_alarm_iata', 'AMS');
    expect(await alarms()).toHaveLength(1);
    // Without report events the alarm goes on the first flight of the duty.
    await pref('exclude_rep', '1');
    expect(await alarms()).toEqual([{ summary: 'KL1001 AMS-LHR', trigger: -5400 }]);
    await pref('exclude_rep', '0');
    await pref('report_add_alarm_seconds', '0');
  });

  it('leaves out filtered duty types, duty codes and past duties', async () => {
    await pref('exclude_do', '1');
    await pref('dutycode_filter', 'sby');
    const cal = await calendar();
    const summaries = vevents(cal).map((e) => String(e.getFirstPropertyValue('summary')));
    expect(summaries.some((s) => s.startsWith('Day off') || s.startsWith('SBY'))).toBe(false);
    expect(summaries).toHaveLength(3);
    await pref('export_todayonwards', '1');
    expect(vevents(await calendar())).toHaveLength(0);
    await pref('export_todayonwards', '0');
    await pref('exclude_do', '0');
    await pref('dutycode_filter', '');
  });

  it('a new address replaces the old one, which stops working', async () => {
    const old = await feedUrl();
    const reset = await ctx.call('POST', '/main/v2/calendar/feed/reset', { token });
    expect(reset.status).toBe(200);
    const fresh = reset.body.data.url as string;
    expect(fresh).not.toBe(old);
    expect(await feedUrl()).toBe(fresh);
    expect((await ctx.app.request(new URL(old).pathname)).status).toBe(404);
    expect(vevents(await calendar(fresh)).length).toBeGreaterThan(0);
    const download = await ctx.app.request(`${new URL(fresh).pathname}?download=1`);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="Roster.ics"');
    expect((await ctx.call('POST', '/main/v2/calendar/feed/reset')).status).toBe(401);
  });

  it('LogTen: a logten:// link with the flights and stable flight keys', async () => {
    const res = await link('logten');
    expect(res.status).toBe(200);
    expect(res.body.prefix).toBe('logten://v2/addEntities?package=');
    expect(res.body.filename).toBe('Roster_2025-03-01_2025-03-31_logten.json');
    const url = new URL(`${res.body.prefix}${res.body.data}`);
    const pkg = JSON.parse(url.searchParams.get('package') ?? '');
    expect(pkg.metadata).toMatchObject({ application: 'CrewRoster', timesAreZulu: true });
    expect(pkg.entities).toHaveLength(2);
    expect(pkg.entities[0]).toMatchObject({
      entity_name: 'Flight',
      flight_flightNumber: 'KL1001',
      flight_from: 'AMS',
      flight_to: 'LHR',
      flight_flightDate: '2025-03-02',
      flight_scheduledDepartureTime: '2025-03-02 06:45',
      flight_scheduledArrivalTime: '2025-03-02 08:00',
    });
    const keys = pkg.entities.map((e: { flight_key: string }) => e.flight_key);
    expect(new Set(keys).size).toBe(2);
    expect((await link('logten')).body.data).toBe(res.body.data);
  });

  it('logbook: needs the logbook export on, then links the flights', async () => {
    const off = await link('logbook');
    expect(off.status).toBe(422);
    expect(off.body.message).toMatch(/Export flights to the logbook/);
    await pref('rb_logbook_export', '1');
    const on = await link('logbook');
    expect(on.status).toBe(200);
    expect(on.body.prefix).toBe('crewroster-logbook://import?flights=');
    const data = JSON.parse(decodeURIComponent(on.body.data));
    expect(data.metadata.crew_names).toBe('all');
    expect(data.flights.map((f: { flight_number: string }) => f.flight_number)).toEqual(['KL1001', 'KL1002']);
  });

  it('crew alert: every duty of the period', async () => {
    const res = await link('crewalert');
    expect(res.status).toBe(200);
    expect(res.body.prefix).toBe('crewalert://import?roster=');
    expect(JSON.parse(decodeURIComponent(res.body.data)).duties).toHaveLength(5);
  });

  it('Safelog: needs the API key from the settings', async () => {
    const missing = await link('safelog');
    expect(missing.status).toBe(422);
    expect(missing.body.message).toBe('API key is required.');
    await pref('output_safelog_key', 'key/123');
    const res = await link('safelog');
    expect(res.status).toBe(200);
    expect(res.body.prefix).toBe('safelog://import?api_key=key%2F123&flights=');
    expect(JSON.parse(decodeURIComponent(res.body.data)).flights).toHaveLength(2);
  });

  it('app exports need a valid period and a signed-in user', async () => {
    const bad = await ctx.call('GET', '/main/v2/export/logten?start=2025-03-31&end=2025-03-01', { token });
    expect(bad.status).toBe(422);
    expect((await ctx.call('GET', '/main/v2/export/logten?start=2025-03-01&end=2025-03-31')).status).toBe(
      401,
    );
  });
});
