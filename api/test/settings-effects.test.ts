/**
 * Settings that change what the user sees and exports (issue 14, item 5): "Generate report events" in the event
 * list and every export, the distance unit in the event list and the statistics, and the logbook's crew-name
 * option. Temperature is not tested: the API holds no temperature anywhere (README, "Settings").
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';
import { addRosterAirports, upload } from './roster-helpers.ts';

// A report before a duty of two flights (the first with its crew in the remarks) on 2025-03-02.
const ROSTER = [
  'Date;Flight;From;To;STD (UTC);STA (UTC);Remarks;Aircraft',
  '2025-03-02;CI;AMS;;06:00;06:45;Report;',
  '2025-03-02;KL1001;AMS;LHR;06:45;08:00;CP 12345 Anna Berg, FO Jan de Vries, PU Maria Lopez, CC Tom Ek;B737',
  '2025-03-02;KL1002;LHR;AMS;09:00;10:15;;',
  '',
].join('\n');
const PERIOD = 'start=2025-03-01&end=2025-03-31';

interface Listed {
  dutyType: number;
  dutyTitle: string;
  distance?: { value: number; unit: string } | null;
}

describe.each(TARGETS)('settings that take effect (%s)', (target) => {
  let ctx: TestContext;
  let token: string;

  const pref = async (preference: string, value: string) => {
    const res = await ctx.call('PUT', '/main/v2/user/me/pref', { token, headers: { preference, value } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const events = async (): Promise<Listed[]> => {
    const res = await ctx.call('GET', '/main/v2/event', {
      token,
      headers: { startdate: '2025-03-01', enddate: '2025-03-31' },
    });
    expect(res.status).toBe(200);
    return res.body.data;
  };
  const csvTitles = async () => {
    const res = await ctx.call('GET', `/main/v2/export/csv?${PERIOD}`, { token });
    expect(res.status).toBe(200);
    return (res.body.data as string)
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[1]);
  };
  const icsSummaries = async () => {
    const url = (await ctx.call('GET', '/main/v2/export/ics', { token })).body.data.url as string;
    const res = await ctx.app.request(new URL(url).pathname);
    expect(res.status).toBe(200);
    return new ICAL.Component(ICAL.parse(await res.text()))
      .getAllSubcomponents('vevent')
      .map((e) => String(e.getFirstPropertyValue('summary')));
  };
  const logbook = async () => {
    const res = await ctx.call('GET', `/main/v2/export/logbook?${PERIOD}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return JSON.parse(decodeURIComponent(res.body.data)).flights as {
      flight_number: string;
      remarks: string | null;
      crew: { role: string; name: string }[];
    }[];
  };

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

  it('report events: in the list and every export while on (the default), in none of them when off', async () => {
    expect((await events()).map((e) => e.dutyTitle)).toEqual(['Report', 'KL1001', 'KL1002']);
    expect(await csvTitles()).toEqual(['Report', 'KL1001', 'KL1002']);
    expect((await icsSummaries()).some((s) => s.startsWith('Report'))).toBe(true);

    await pref('report_minutes', 'off');
    expect((await events()).map((e) => e.dutyTitle)).toEqual(['KL1001', 'KL1002']);
    expect(await csvTitles()).toEqual(['KL1001', 'KL1002']);
    const summaries = await icsSummaries();
    expect(summaries).toHaveLength(2);
    expect(summaries.some((s) => s.startsWith('Report'))).toBe(false);
    const crewAlert = await ctx.call('GET', `/main/v2/export/crewalert?${PERIOD}`, { token });
    expect(JSON.parse(decodeURIComponent(crewAlert.body.data)).duties).toHaveLength(2);

    await pref('report_minutes', 'on');
    expect((await events()).map((e) => e.dutyTitle)).toEqual(['Report', 'KL1001', 'KL1002']);
  });

  it('distance: each leg and the statistics in the chosen unit', async () => {
    const statistics = async () => {
      const res = await ctx.call(
        'GET',
        '/main/v2/user/statistics?start_date=2025-03-01&end_date=2025-03-31',
        {
          token,
        },
      );
      expect(res.status).toBe(200);
      return res.body.data.CUSTOM.distance;
    };
    // AMS–LHR is about 370 km great-circle: 230 statute miles, 200 nautical miles.
    const legs = async () => (await events()).map((e) => e.distance);
    expect(await legs()).toEqual([null, { value: 230, unit: 'MI' }, { value: 230, unit: 'MI' }]);
    expect(await statistics()).toEqual({ value: 460, unit: 'MI' });

    await pref('distance', 'KM');
    expect((await legs())[1]).toEqual({ value: 370, unit: 'KM' });
    expect(await statistics()).toEqual({ value: 740, unit: 'KM' });

    await pref('distance', 'NMI');
    expect((await legs())[1]).toEqual({ value: 200, unit: 'NMI' });
    expect(await statistics()).toEqual({ value: 400, unit: 'NMI' });
  });

  it('logbook crew names: everyone, only the flight deck, or nobody', async () => {
    await pref('rb_logbook_export', '1');
    const first = async () => (await logbook())[0] as Awaited<ReturnType<typeof logbook>>[number];

    expect(await first()).toMatchObject({
      flight_number: 'KL1001',
      remarks: 'B737',
      crew: [
        { role: 'CP', name: 'Anna Berg' },
        { role: 'FO', name: 'Jan de Vries' },
        { role: 'PU', name: 'Maria Lopez' },
        { role: 'CC', name: 'Tom Ek' },
      ],
    });

    await pref('rb_logbook_crew_names', 'flight_crew');
    const flightDeck = await first();
    expect(flightDeck.crew).toEqual([
      { role: 'CP', name: 'Anna Berg' },
      { role: 'FO', name: 'Jan de Vries' },
    ]);
    expect(JSON.stringify(flightDeck)).not.toMatch(/Maria Lopez|Tom Ek/);

    await pref('rb_logbook_crew_names', 'none');
    const nobody = await first();
    expect(nobody.crew).toEqual([]);
    expect(nobody.remarks).toBeNull();
    expect(JSON.stringify(nobody)).not.toMatch(/Anna Berg|Jan de Vries|Maria Lopez|Tom Ek/);
  });
});
