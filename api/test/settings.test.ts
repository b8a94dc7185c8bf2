import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, registerUser, TARGETS, type TestContext } from './helpers.ts';

describe.each(TARGETS)('main API: settings (%s)', (target) => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(target);
    token = (await registerUser(ctx)).tokens.access_token;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const setPref = (preference: string | undefined, value: string | undefined, t = token) => {
    const headers: Record<string, string> = {};
    if (preference !== undefined) headers.preference = preference;
    if (value !== undefined) headers.value = value;
    return ctx.call('PUT', '/main/v2/user/me/pref', { headers, token: t });
  };
  const prefs = async () =>
    (await ctx.call('GET', '/main/v3/user/me', { token })).body.data.user.preferences as Record<
      string,
      string
    >;

  it('a new user has the spec §9 defaults', async () => {
    expect(await prefs()).toMatchObject({
      distance: 'MI',
      temperature: 'C',
      dateformat: 'mdy',
      calendar_weekday: 'monday',
      rb_logbook_crew_names: 'all',
      profile_fridge_timezone: 'UTC',
      rostername: 'CrewRoster',
      report_add_alarm_iata: '999',
      report_add_alarm_seconds: '0',
      auto_delete_roster: '0',
    });
  });

  it('stores a preference and reads it back in /v3/user/me', async () => {
    const res = await setPref('distance', 'KM');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ preference: 'distance', value: 'KM' });
    expect(res.body.data.preferences.distance).toBe('KM');
    expect(await prefs()).toMatchObject({ distance: 'KM', temperature: 'C' });
    expect((await setPref('exclude_sby', '1')).status).toBe(200);
    expect((await setPref('profile_fridge_timezone', 'Europe/Amsterdam')).status).toBe(200);
    expect(await prefs()).toMatchObject({
      distance: 'KM',
      exclude_sby: '1',
      profile_fridge_timezone: 'Europe/Amsterdam',
    });
  });

  it('refuses an unknown preference with 422 and writes nothing', async () => {
    const before = await prefs();
    const res = await setPref('favourite_colour', 'blue');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Unknown preference.',
      errors: { preference: 'Unknown preference.' },
      code: 'settings.unknownPreference',
      error_codes: { preference: 'settings.unknownPreference' },
    });
    expect(await prefs()).toEqual(before);
  });

  it.each([
    ['distance', 'miles'],
    ['temperature', 'K'],
    ['dateformat', 'ymd'],
    ['calendar_weekday', 'friday'],
    ['report_minutes', '1'],
    ['exclude_do', 'yes'],
    ['rb_logbook_crew_names', 'some'],
    ['auto_delete_roster', '-2'],
    ['auto_delete_roster', '1.5'],
    ['report_add_alarm_seconds', '301'],
    ['report_add_alarm_seconds', '86700'],
    ['profile_fridge_timezone', 'Mars/Olympus'],
    ['output_ical_summary_flt', '2001'],
    ['output_ical_summary_flt', '1045'],
    ['output_ical_location_rep', '999999'],
  ])('refuses %s = %s', async (preference, value) => {
    const res = await setPref(preference, value);
    expect(res.status).toBe(422);
    expect(res.body.errors.value).toBe(res.body.message);
  });

  it('uses the spec messages for the calendar name, alarm station and Safelog key', async () => {
    expect((await setPref('rostername', '  ')).body.message).toBe('A name is required.');
    expect((await setPref('report_add_alarm_iata', 'AMST')).body.message).toBe('IATA is required.');
    expect((await setPref('report_add_alarm_iata', '')).body.message).toBe('IATA is required.');
    expect((await setPref('output_safelog_key', '')).body.message).toBe('API key is required.');
  });

  it('accepts the edges and normalises values', async () => {
    expect((await setPref('report_add_alarm_seconds', '86400')).status).toBe(200);
    expect((await setPref('report_add_alarm_seconds', '300')).status).toBe(200);
    expect((await setPref('report_add_alarm_iata', 'ams')).body.data.value).toBe('AMS');
    expect((await setPref('report_add_alarm_iata', '999')).status).toBe(200);
    expect((await setPref('auto_delete_roster', '-1')).status).toBe(200);
    expect((await setPref('auto_delete_roster', '3')).status).toBe(200);
    expect((await setPref('dutycode_filter', ' sby, off ,,rsv')).body.data.value).toBe('SBY,OFF,RSV');
    expect((await setPref('output_ical_location_flt', '1045')).status).toBe(200);
    expect((await setPref('output_ical_summary_rep', '2003')).status).toBe(200);
  });

  it('decodes URI-encoded values (any character in a calendar name)', async () => {
    const res = await setPref('rostername', encodeURIComponent('Crew 100% — 日本'));
    expect(res.status).toBe(200);
    expect((await prefs()).rostername).toBe('Crew 100% — 日本');
  });

  it('needs both headers and a bearer token', async () => {
    expect((await setPref(undefined, '1')).status).toBe(422);
    expect((await setPref('citydeals', undefined)).status).toBe(422);
    expect((await setPref('citydeals', '1', 'bad')).status).toBe(401);
  });

  it('lists the calendar output formats, including pk 1045', async () => {
    const res = await ctx.call('GET', '/main/v2/calendar/outputformats', { token });
    expect(res.status).toBe(200);
    const list = res.body.data as { pk: number; public_example: string; isreport: boolean }[];
    expect(list.find((f) => f.pk === 1045)).toMatchObject({ isreport: false });
    expect(list.some((f) => f.isreport)).toBe(true);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['isreport', 'pk', 'public_example']);
    // Every default format preference names a stored format of the right kind.
    const p = await prefs();
    expect(list.find((f) => String(f.pk) === p.output_ical_summary_flt)?.isreport).toBe(false);
    expect(list.find((f) => String(f.pk) === p.output_ical_description_rep)?.isreport).toBe(true);
    expect((await ctx.call('GET', '/main/v2/calendar/outputformats')).status).toBe(401);
  });
});
