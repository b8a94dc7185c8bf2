import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { legendTypes, withLegend } from './legend.ts';

describe("a roster's own legend", () => {
  it('types the codes it explains by their words, one a line or a cell', () => {
    const text =
      'Descriptions\nDuty Codes\tIndicators\t\nHOMS - Home Standby\tR - Requested\t\nVAC - Leave\nAVLB - Available\nOFF - Day Off';
    // OFF and VAC keep the code tables' type; 'Available' and 'Requested' name no type.
    expect([...legendTypes(text)]).toEqual([['HOMS', T.standby]]);
  });

  it('reads words with commas and brackets, a denial inside them not denying the entry', () => {
    expect([...legendTypes('FRE = Free day, no duty\nHOMS - Home standby (reserve)')]).toEqual([
      ['FRE', T.dayOff],
      ['HOMS', T.standby],
    ]);
  });

  it('learns nothing from words that deny or cancel, nor a flight without its leg', () => {
    expect([
      ...legendTypes(
        'NOSH - No show for flight\nCNXS - Cancelled standby\nFLTX - Flight\nHOMS - Home Standby',
      ),
    ]).toEqual([['HOMS', T.standby]]);
  });

  it('types only duties of an unknown code', () => {
    const duty = (title: string, type: number) => ({
      type,
      title,
      nonFlyCode: title,
      start: { date: '2026-10-01', time: '09:00', zone: { kind: 'utc' as const } },
      end: { date: '2026-10-01', time: '21:00', zone: { kind: 'utc' as const } },
    });
    const text = 'HOMS - Home Standby\nBUR1 = Office session';
    expect(
      withLegend([duty('HOMS', T.unknown), duty('BUR1', T.unknown), duty('XYZ', T.unknown)], text).map(
        (d) => d.type,
      ),
    ).toEqual([T.standby, T.office, T.unknown]);
  });

  it("reads an entry whose code is glued to its colon ('FSF: Single Day Off')", () => {
    expect([...legendTypes('FSF: Single Day Off\nVAV: Annual Leave\nSTBYD: STBYD')]).toEqual([
      ['FSF', T.dayOff],
      ['VAV', T.personal],
    ]);
  });
});
