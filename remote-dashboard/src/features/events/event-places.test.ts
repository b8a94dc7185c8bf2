import type { RosterEvent } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { placesLine } from './event-places';

const event = (over: Partial<RosterEvent>): RosterEvent => ({
  dutyId: 1,
  dutyType: 2,
  dutyTitle: 'KL1001',
  dutySubtitle: null,
  dutyTypeDescription: 'Flight',
  dutyTypeIconName: 'flight',
  dutyNonFlyCode: null,
  dutyAdditional: null,
  dutyStartTimestamp: 0,
  dutyEndTimestamp: 3600,
  dutyIsAllDay: false,
  departure: { IATA: null, city: null },
  arrival: { IATA: null, city: null },
  ...over,
});

describe('places of a duty', () => {
  it("keeps the roster's subtitle and adds the cities it names", () => {
    const leg = event({
      dutySubtitle: 'AMS - LHR',
      departure: { IATA: 'AMS', city: 'Amsterdam' },
      arrival: { IATA: 'LHR', city: 'London' },
    });
    expect(placesLine(leg)).toBe('AMS - LHR · Amsterdam → London');
    expect(
      placesLine(event({ dutySubtitle: 'AMS - XXX', departure: { IATA: 'AMS', city: 'Amsterdam' } })),
    ).toBe('AMS - XXX · Amsterdam');
    expect(placesLine(event({ dutySubtitle: 'SBY' }))).toBe('SBY');
  });
  it('names a duty without a subtitle by its places, a code without a known city by the code', () => {
    expect(
      placesLine(event({ departure: { IATA: 'XXX', city: null }, arrival: { IATA: 'LHR', city: 'London' } })),
    ).toBe('XXX → London (LHR)');
    const hotel = event({
      departure: { IATA: 'LHR', city: 'London' },
      arrival: { IATA: 'LHR', city: 'London' },
    });
    expect(placesLine(hotel)).toBe('London (LHR)');
    expect(placesLine(event({}))).toBeNull();
  });
});
