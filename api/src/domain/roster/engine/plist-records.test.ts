import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';
import { parsePropertyList } from './plist-records.ts';

/** A crew app's logged response (api/test/roster-corpus/hkair-crew-app), shortened: two legs, cut in the second. */
const DUMP = `GET3MROSTER
{
code = 0000;
message = Success;
rosterBean = (
{
date = "2017-12-02";
duty = HX0618;
origin = HKG;
destination = KIX;
deptime = "11:35";
arvtime = "16:19";
dutystartllt = "10:15";
},
{
date = "2017-12-02";
duty = HX0619;
destination = HKG;
deptime = "17:29";
arvtime = "21:10";
dutyendllt = "21:40";
fid = 1867975`;

describe('property-list dumps', () => {
  it('reads records, lists, quoted and bare values, and keeps the records of a dump cut short', () => {
    expect(
      parsePropertyList(
        '{\n a = 1;\n n = -2.5;\n b = "x \\"y\\";";\n list = (\n { c = D; },\n "e, f"\n );\n}',
      ),
    ).toEqual({
      a: '1',
      n: '-2.5',
      b: 'x "y";',
      list: [{ c: 'D' }, 'e, f'],
    });
    const cut = parsePropertyList(DUMP) as { rosterBean: Record<string, string>[] };
    expect(cut.rosterBean).toHaveLength(2);
    expect(cut.rosterBean[1]).toMatchObject({ duty: 'HX0619', fid: '1867975' });
  });

  it('reads no prose, code or JSON as a dump', () => {
    // Fewer than three 'key = value;' lines, or text that does not open with a record or a list.
    expect(parsePropertyList('{\n a = 1;\n}')).toBeNull();
    expect(parsePropertyList('Notes\nx = 1;\ny = 2;\nz = 3;')).toBeNull();
    expect(parsePropertyList('Title\nSubtitle\nThird line\n{\na = 1;\nb = 2;\nc = 3;\n}')).toBeNull();
    expect(parsePropertyList('{"a": 1, "b": 2, "c": 3}')).toBeNull();
    expect(parsePropertyList('01Dec LH400 FRA 10:00 JFK 18:00\n02Dec OFF')).toBeNull();
    // Nested deeper than any response: refused, not read partly.
    expect(parsePropertyList(`{\nx = 1;\ny = 2;\nz = 3;\na = ${'{ a = '.repeat(100)}1;`)).toBeNull();
    expect(parsePropertyList(`{\nx = 1;\ny = 2;\nz = 3;\na = ${'{ a = '.repeat(20)}1;`)).not.toBeNull();
  });

  it("reads a crew app's dump as JSON records: local times by the record's 'llt' names, a cut leg's departure", () => {
    const result = readRoster(DUMP, { uploadDate: new Date('2017-12-01T12:00:00Z') });
    expect(result.kind).toBe('plist');
    expect(result.duties.map((d) => [d.type, d.title, d.departure, d.arrival, d.start, d.end])).toEqual([
      [
        T.flight,
        'HX618',
        'HKG',
        'KIX',
        { date: '2017-12-02', time: '11:35', zone: { kind: 'airport', iata: 'HKG' } },
        { date: '2017-12-02', time: '16:19', zone: { kind: 'airport', iata: 'KIX' } },
      ],
      // Its origin is past the cut: it departs where the leg before it arrived.
      [
        T.flight,
        'HX619',
        'KIX',
        'HKG',
        { date: '2017-12-02', time: '17:29', zone: { kind: 'airport', iata: 'KIX' } },
        { date: '2017-12-02', time: '21:10', zone: { kind: 'airport', iata: 'HKG' } },
      ],
    ]);
  });
});
