import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { readRoster } from './index.ts';
import { xmlSections, xmlTree } from './xml-records.ts';

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
});
