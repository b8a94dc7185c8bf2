import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';
import { xmlSections, xmlTree } from './xml-records.ts';

const stampOf = (s: unknown) => s as { date: string; time: string } | undefined;

const ctx = { uploadDate: new Date('2026-05-01T12:00:00Z') };

/** A trip feed: legs as Sector records in Duty records in a Trip, dated by the trip's start plus a day offset. */
const sector = (
  flight: string,
  day: number,
  from: string,
  to: string,
  times: [string, string, string, string],
) => `
      <Sector>
        <SectorDetails>
          <TripNumber>1584</TripNumber>
          <DutyNumber>1</DutyNumber>
          <Carrier>BA</Carrier>
          <FlightNumber>${flight}</FlightNumber>
          <RelativeDepartureDay>${day}</RelativeDepartureDay>
          <DepartureStation>${from}</DepartureStation>
          <ArrivalStation>${to}</ArrivalStation>
          <DepartureTime>${times[0]}</DepartureTime>
          <DepartureTimeLocal>${times[1]}</DepartureTimeLocal>
          <ArrivalTime>${times[2]}</ArrivalTime>
          <ArrivalTimeLocal>${times[3]}</ArrivalTimeLocal>
          <SectorType>O</SectorType>
        </SectorDetails>
      </Sector>`;

const tripFeed = (span: string) => `<?xml version="1.0" encoding="UTF-8"?>
<tfs:TripFileSpecification xmlns:tfs="http://example.com/trip">
  <TripFileHeader><FileName>x.xml</FileName><DateOfCreation>2026-04-13</DateOfCreation><Comment>-</Comment></TripFileHeader>
  <Trip>
    <TripDetails><TripNumber>1584</TripNumber><Base>LHR</Base><TripLength>4</TripLength></TripDetails>
    ${span}
    <TripCrewMember><CrewFunction>12</CrewFunction><Surname>DOE</Surname><Initials>JJD</Initials></TripCrewMember>
    <TripCrewMember><CrewFunction>11</CrewFunction><Surname>ROE</Surname><Initials>RRX</Initials></TripCrewMember>
    <Duty>
      <DutyDetails><TripNumber>1584</TripNumber><DutyNumber>1</DutyNumber><ActualReportTime>08:00</ActualReportTime></DutyDetails>
      ${sector('0283', 0, 'LHR', 'LAX', ['09:30', '10:30', '20:40', '13:40'])}
    </Duty>
    <Duty>
      <DutyDetails><TripNumber>1584</TripNumber><DutyNumber>2</DutyNumber><ActualReportTime>21:25</ActualReportTime></DutyDetails>
      ${sector('0282', 2, 'LAX', 'LHR', ['22:40', '15:40', '09:15', '10:15'])}
    </Duty>
  </Trip>
</tfs:TripFileSpecification>`;

const SPAN =
  '<TripSpanDetails><StartDate>2026-05-04</StartDate><EndDate>2026-05-04</EndDate><DayCodes>M</DayCodes></TripSpanDetails>';

const rosterFeed = `<?xml version="1.0" encoding="UTF-8"?>
<rfs:RosterFileSpecification xmlns:rfs="http://example.com/roster">
  <RosterDuty>
    <GroundDuty><CrewMovementCode>TA</CrewMovementCode><StartDate>2026-05-01</StartDate><StartTime>00:01</StartTime><EndDate>2026-05-01</EndDate><EndTime>23:59</EndTime></GroundDuty>
  </RosterDuty>
  <RosterDuty>
    <TripDuty><TripIdentifier>1584</TripIdentifier><StartDate>2026-05-04</StartDate><Base>LHR</Base><Award>L</Award></TripDuty>
    <DutyCredit><Month>2026-05</Month><Type>TR1</Type><Amount>PT21H45M</Amount></DutyCredit>
  </RosterDuty>
</rfs:RosterFileSpecification>`;

describe('XML as nested records', () => {
  it('splits a text of XML documents each after a [SECTION] line, and nothing else', () => {
    const text = `[ROSTER]\n${rosterFeed}\n\n[TRIP]\n${tripFeed(SPAN)}\n`;
    const documents = xmlSections(text);
    expect(documents).toHaveLength(2);
    expect(documents?.[0]).toMatch(/^<\?xml[\s\S]*<\/rfs:RosterFileSpecification>$/);
    expect(documents?.[1]).toMatch(/^<\?xml[\s\S]*<\/tfs:TripFileSpecification>$/);
    // A section that is not XML, text before the first section, or no section line: not such a text.
    expect(xmlSections('[ROSTER]\n15Sep 940 PER 1745 BNE 2357\n')).toBeNull();
    expect(xmlSections(`Roster\n[ROSTER]\n${rosterFeed}`)).toBeNull();
    expect(xmlSections(tripFeed(SPAN))).toBeNull();
  });

  it('makes a flat child a group of its parent’s fields and an element holding records a record in a list', () => {
    const [root] = xmlTree(tripFeed(SPAN)) as { Trip: Record<string, unknown>[] }[];
    const trip = root?.Trip[0] as Record<string, unknown>;
    // "TripSpanDetails" in a Trip is its "span" group; "TripDetails" adds no word to the trip's: its fields are the trip's.
    expect(trip.span).toEqual({ StartDate: '2026-05-04', EndDate: '2026-05-04', DayCodes: 'M' });
    expect(trip.TripNumber).toBe('1584');
    // Repeated flat records are a list of records; a Duty (holding a Sector) is a record even when alone.
    expect(trip.TripCrewMember).toHaveLength(2);
    const duties = trip.Duty as Record<string, unknown>[];
    expect(duties).toHaveLength(2);
    const [sectorRecord] = (duties[0]?.Sector ?? []) as Record<string, unknown>[];
    expect(sectorRecord).toMatchObject({
      FlightNumber: '0283',
      DepartureTime: '09:30',
      DepartureTimeLocal: '10:30',
    });
  });

  it('dates legs by their trip’s start date plus their relative day, in UTC beside the local pair, arrival next day', () => {
    const text = `[ROSTER]\n${rosterFeed}\n\n[TRIP]\n${tripFeed(SPAN)}\n`;
    const { kind, duties } = readRoster(text, ctx);
    expect(kind).toBe('xml');
    // The roster part's trip (a crew base, a pay credit) and its ground duty (an unknown code) make no duty;
    // the crew members' initials ('JJD') are no airport.
    expect(duties.map((d) => [d.type, d.title, d.departure, d.arrival, d.start, d.end])).toEqual([
      [
        T.flight,
        'BA283',
        'LHR',
        'LAX',
        { date: '2026-05-04', time: '09:30', zone: { kind: 'utc' } },
        { date: '2026-05-04', time: '20:40', zone: { kind: 'utc' } },
      ],
      [
        T.flight,
        'BA282',
        'LAX',
        'LHR',
        { date: '2026-05-06', time: '22:40', zone: { kind: 'utc' } },
        { date: '2026-05-07', time: '09:15', zone: { kind: 'utc' } },
      ],
    ]);
  });

  it('invents no date for legs with a relative day but no start date around them', () => {
    const { duties, missing } = readRoster(`[TRIP]\n${tripFeed('')}\n`, ctx);
    expect(duties).toEqual([]);
    expect(missing).toBe('dates');
  });

  it('reads a text roster with a bracketed line as text, as without it', () => {
    const text = [
      'Times are local (LT)',
      '15Sep       940  PER  1745 BNE  2357',
      '16Sep DH    937  BNE  1315 PER  1648',
    ];
    const plain = readRoster(text.join('\n'), ctx);
    const bracketed = readRoster(['[ROSTER]', ...text].join('\n'), ctx);
    expect(bracketed.kind).toBe('text');
    expect(plain.duties.length).toBe(2);
    expect(bracketed.duties).toEqual(plain.duties);
  });

  it('checks each section’s start in linear time, comments before the root included', () => {
    // A run of comments with no element after it: was retried in exponentially many ways (n=33 took over 30 s).
    const started = Date.now();
    expect(xmlSections(`[A]\n${'<!---->'.repeat(40)}x`)).toBeNull();
    expect(readRoster(`[A]\n${'<!---->'.repeat(40)}x`, ctx).duties).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
    // Comments before the root element still leave a section XML.
    expect(xmlSections(`[A]\n<!-- a -- b --><!----><r><x>1</x></r>`)).toHaveLength(1);
  });

  it('counts a day offset from a trip’s start date only, not from a month’s start above undated trips', () => {
    const trip = (n: string, sectors: string) => `
    <Trip>
      <TripDetails><TripNumber>${n}</TripNumber><Base>LHR</Base></TripDetails>
      <Duty><DutyDetails><DutyNumber>1</DutyNumber></DutyDetails>${sectors}</Duty>
    </Trip>`;
    const feed = (header: string) => `<?xml version="1.0" encoding="UTF-8"?>
<tfs:TripFileSpecification xmlns:tfs="http://example.com/trip">
  <TripBlock>
    <TripBlockHeader><BlockNumber>0001</BlockNumber><CrewBase>LHR</CrewBase>${header}</TripBlockHeader>
    ${trip('1584', sector('0283', 0, 'LHR', 'LAX', ['09:30', '10:30', '20:40', '13:40']) + sector('0282', 2, 'LAX', 'LHR', ['22:40', '15:40', '09:15', '10:15']))}
    ${trip('1574', sector('0197', 0, 'LHR', 'SEA', ['13:40', '14:40', '23:20', '16:20']) + sector('0196', 3, 'SEA', 'LHR', ['01:30', '18:30', '11:00', '12:00']))}
  </TripBlock>
</tfs:TripFileSpecification>`;
    for (const header of [
      '<MonthStartDate>2026-05-01</MonthStartDate><MonthEndDate>2026-05-31</MonthEndDate>',
      '<StartDate>2026-05-01</StartDate>',
    ]) {
      const { duties, missing } = readRoster(`[TRIP]\n${feed(header)}\n`, ctx);
      expect(duties).toEqual([]);
      expect(missing).toBe('dates');
    }
  });

  it('reads a relative arrival day as the arrival’s, not the departure’s', () => {
    const text = `<?xml version="1.0"?>
<Trips><Trip>
  <TripSpanDetails><StartDate>2026-05-04</StartDate></TripSpanDetails>
  <Duty><Sector><SectorDetails>
    <Carrier>BA</Carrier><FlightNumber>0282</FlightNumber>
    <RelativeArrivalDay>3</RelativeArrivalDay><RelativeDepartureDay>2</RelativeDepartureDay>
    <DepartureStation>LAX</DepartureStation><ArrivalStation>LHR</ArrivalStation>
    <DepartureTime>22:40</DepartureTime><ArrivalTime>09:15</ArrivalTime>
  </SectorDetails></Sector></Duty>
</Trip></Trips>`;
    const [leg] = readRoster(text, ctx).duties;
    expect([leg?.title, stampOf(leg?.start)?.date, stampOf(leg?.end)?.date]).toEqual([
      'BA282',
      '2026-05-06',
      '2026-05-07',
    ]);
  });

  it('reads records under wrapper elements that hold nothing else (a SOAP envelope)', () => {
    const roster = `<Roster><Duties>
      <Duty><Date>2026-05-04</Date><Legs>
        <Leg><Flight>BA283</Flight><From>LHR</From><To>LAX</To><Dep>2026-05-04T09:30:00Z</Dep><Arr>2026-05-04T20:40:00Z</Arr></Leg>
        <Leg><Flight>BA282</Flight><From>LAX</From><To>LHR</To><Dep>2026-05-06T22:40:00Z</Dep><Arr>2026-05-07T09:15:00Z</Arr></Leg>
      </Legs></Duty>
      <Duty><Date>2026-05-10</Date><Legs>
        <Leg><Flight>BA269</Flight><From>LHR</From><To>LAS</To><Dep>2026-05-10T10:00:00Z</Dep><Arr>2026-05-10T20:50:00Z</Arr></Leg>
        <Leg><Flight>BA274</Flight><From>LAS</From><To>LHR</To><Dep>2026-05-12T01:00:00Z</Dep><Arr>2026-05-12T11:20:00Z</Arr></Leg>
      </Legs></Duty>
    </Duties></Roster>`;
    const titles = (text: string) => readRoster(text, ctx).duties.map((d) => d.title);
    const bare = titles(roster);
    expect(bare).toEqual(['BA283', 'BA282', 'BA269', 'BA274']);
    for (const k of [1, 2, 4]) expect(titles(`${'<W>'.repeat(k)}${roster}${'</W>'.repeat(k)}`)).toEqual(bare);
    const soap = `<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>
  <GetRosterResponse xmlns="http://example.com/"><GetRosterResult>${roster}</GetRosterResult></GetRosterResponse>
</soap:Body></soap:Envelope>`;
    expect(titles(soap)).toEqual(bare);
  });

  it('reads a duty-level duration as no time, and one scheduled clock per role', () => {
    const text = `<?xml version="1.0"?>
<Roster><Trip><StartDate>2026-07-01</StartDate><Legs>
  <Leg><Flight>LH400</Flight><From>FRA</From><To>JFK</To><DayOffset>0</DayOffset>
    <DepartureDelay>00:45</DepartureDelay><TimeInAir>07:00</TimeInAir>
    <ActualDepartureTime>10:20</ActualDepartureTime><ScheduledDepartureTime>10:00</ScheduledDepartureTime>
    <ArrivalTime>13:00</ArrivalTime></Leg>
</Legs></Trip></Roster>`;
    const [leg] = readRoster(text, ctx).duties;
    expect([leg?.title, stampOf(leg?.start)?.time, stampOf(leg?.end)?.time]).toEqual([
      'LH400',
      '10:00',
      '13:00',
    ]);
  });

  it('takes a flight, its stations and its carrier from a group of a duty’s fields, whatever the group is named', () => {
    // Duties holding a group of their flight's fields, and a list of notes (so the feed is read as nested records).
    const notes = '<Notes><Note><Text>x</Text><Ref><Id>1</Id></Ref></Note></Notes>';
    const times = '<DepartureTime>09:30</DepartureTime><ArrivalTime>20:40</ArrivalTime>';
    const back = (fields: string) =>
      fields.replace('283', '282').replace('<From>LHR</From><To>LAX</To>', '<From>LAX</From><To>LHR</To>');
    const duty = (group: string, fields: string) =>
      `<?xml version="1.0"?><Roster><Duty><Date>2026-05-04</Date><${group}>${fields}${times}</${group}>${notes}</Duty>` +
      `<Duty><Date>2026-05-06</Date><${group}>${back(fields)}${times}</${group}>${notes}</Duty></Roster>`;
    const read = (text: string) => readRoster(text, ctx).duties.map((d) => [d.title, d.departure, d.arrival]);
    const expected = [
      ['BA283', 'LHR', 'LAX'],
      ['BA282', 'LAX', 'LHR'],
    ];
    expect(read(duty('CrewActivity', '<Flight>BA283</Flight><From>LHR</From><To>LAX</To>'))).toEqual(
      expected,
    );
    expect(read(duty('Activity', '<Flight>BA283</Flight><From>LHR</From><To>LAX</To>'))).toEqual(expected);
    expect(
      read(duty('FlightInfo', '<Carrier>BA</Carrier><Number>283</Number><From>LHR</From><To>LAX</To>')),
    ).toEqual(expected);
  });
});

describe("a report exported as XML with fields named by attributes (Crystal Reports')", () => {
  it('reads each section of fields as a record, a time without a year dated by the upload, DH in a position field', () => {
    const field = (name: string, value: string) =>
      `<Field Name="${name}1" FieldName="{LogData.${name}}"><FormattedValue>${value}</FormattedValue><Value>${value}</Value></Field>`;
    const leg = (flt: string, dep: string, out: string, arr: string, inn: string, pos: string) =>
      `<Details Level="5"><Section SectionNumber="0">${field('Flt', flt)}${field('DepSta', dep)}${field('OutDtTime', out)}${field('ArrSta', arr)}${field('AcNum', 'N664')}${field('ActulaPos', pos)}<Field Name="In1" FieldName="{@InDateTimeOrMins}"><FormattedValue>${inn}</FormattedValue></Field></Section></Details>`;
    const xml = `<?xml version="1.0" encoding="utf-8"?><CrystalReport><Group Level="1">${leg('552', 'PHX', '10/01 16:37', 'SMF', '10/01 18:49', 'FO')}${leg('506', 'PHL', '10/15 07:03', 'PHX', '10/15 08:54', 'DH')}</Group></CrystalReport>`;
    const { duties } = readRoster(xml, { uploadDate: new Date('2017-01-01T12:00:00Z') });
    expect(
      duties.map((d) => [d.type, d.title, d.departure, d.arrival, (d.start as { date: string }).date]),
    ).toEqual([
      [T.flight, '552', 'PHX', 'SMF', '2016-10-01'],
      [T.positioning, '506', 'PHL', 'PHX', '2016-10-15'],
    ]);
  });
});
