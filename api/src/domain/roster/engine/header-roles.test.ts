import { describe, expect, it } from 'vitest';
import { columnRole, headerRole } from './header-roles.ts';

describe('column headers', () => {
  it("reads an expiry column as one (a table of documents and checks), no duty's date, and no column to map", () => {
    for (const h of ['Expiry Date', 'Expires', 'Valid Until', 'Expiry'])
      expect(columnRole(h)).toEqual({ role: 'expiry' });
    expect(headerRole('Expiry Date')).toBeNull();
  });

  it('reads headers with underscores and spelled-out stations', () => {
    expect(headerRole('Flight_No')).toEqual({ role: 'flight' });
    expect(headerRole('STD_Local')).toEqual({ role: 'dep', zone: 'local' });
    expect(headerRole('STA_UTC')).toEqual({ role: 'arr', zone: 'utc' });
    expect(headerRole('From_Airport')).toEqual({ role: 'from' });
    expect(headerRole('To_Airport')).toEqual({ role: 'to' });
    expect(headerRole('Aircraft_Type')).toEqual({ role: 'aircraft' });
  });

  it('reads headers in Spanish, Portuguese, French, German, Italian and Dutch', () => {
    expect(headerRole('N° vuelo')).toEqual({ role: 'flight' });
    expect(headerRole('Hora salida (local)')).toEqual({ role: 'dep', zone: 'local' });
    expect(headerRole('Chegada (UTC)')).toEqual({ role: 'arrAny', zone: 'utc' });
    expect(headerRole('Heure arrivée (locale)')).toEqual({ role: 'arr', zone: 'local' });
    expect(headerRole('Provenance')).toEqual({ role: 'from' });
    expect(headerRole('Abflugzeit lokal')).toEqual({ role: 'dep', zone: 'local' });
    expect(headerRole('Nach')).toEqual({ role: 'to' });
    expect(headerRole('Attività')).toEqual({ role: 'code' });
    expect(headerRole('Vertrektijd (lokaal)')).toEqual({ role: 'dep', zone: 'local' });
    expect(headerRole('Observações')).toEqual({ role: 'remarks' });
    // Not a word of a header in those languages alone.
    expect(headerRole('De')).toBeNull();
  });

  it('reads a zone letter ending a time header', () => {
    expect(headerRole('DEPL')).toEqual({ role: 'dep', zone: 'local' });
    expect(headerRole('ARRL')).toEqual({ role: 'arr', zone: 'local' });
    expect(headerRole('STDZ')).toEqual({ role: 'dep', zone: 'utc' });
    expect(headerRole('BLKT')).toBeNull();
    expect(headerRole('DD')).toEqual({ role: 'date' });
  });

  it('names a deadhead-flag column for the engine only', () => {
    expect(columnRole('DH')).toEqual({ role: 'deadhead' });
    expect(columnRole('Dhd')).toEqual({ role: 'deadhead' });
    expect(headerRole('DH')).toBeNull();
  });

  it('names a crew position column for the engine only', () => {
    expect(columnRole('Position')).toEqual({ role: 'position' });
    expect(columnRole('Rank')).toEqual({ role: 'position' });
    expect(headerRole('Crew Position')).toBeNull();
  });
});

describe('column heads in Chinese, Japanese and Korean', () => {
  it('name the same roles as their English words, a zone in brackets too', () => {
    expect(columnRole('날짜')).toEqual({ role: 'date' });
    expect(columnRole('편명')).toEqual({ role: 'flight' });
    expect(columnRole('출발 (UTC)')).toEqual({ role: 'depAny', zone: 'utc' });
    expect(columnRole('到达时间')).toEqual({ role: 'arr' });
    expect(columnRole('飞行 时间')).toEqual({ role: 'duration' });
    expect(columnRole('ショーアップ')).toEqual({ role: 'report' });
    expect(columnRole('便名')).toEqual({ role: 'flight' });
    // A head that names nothing the engine reads.
    expect(columnRole('勤務地')).toBeNull();
  });
});

describe('column heads in CJK with a zone in full-width brackets', () => {
  it('name their role; a zone they do not name is left to the roster', () => {
    expect(columnRole('出发（UTC）')).toEqual({ role: 'depAny', zone: 'utc' });
    expect(columnRole('起飞时间（北京时间）')).toEqual({ role: 'dep' });
  });
});

describe("a crew logbook's block heads", () => {
  it('name the departure and arrival, on UTC when they say GMT', () => {
    expect(columnRole('GMT_off-blk')).toEqual({ role: 'dep', zone: 'utc' });
    expect(columnRole('GMT_On-blk')).toEqual({ role: 'arr', zone: 'utc' });
    expect(columnRole('Block Off')).toEqual({ role: 'dep' });
  });
});

describe('CJK heads of local times and of Traditional Chinese', () => {
  it('read a local-time bracket as local and 出發/到達 as departure and arrival', () => {
    expect(columnRole('起飞时间（当地时间）')).toEqual({ role: 'dep', zone: 'local' });
    expect(columnRole('出發')).toEqual({ role: 'depAny' });
    expect(columnRole('到達')).toEqual({ role: 'arrAny' });
    expect(columnRole('Sector')).toEqual({ role: 'sector' });
  });
});
