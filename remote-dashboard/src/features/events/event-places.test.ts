import type { RosterEvent } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { placesLine, subtitleBeyondPlaces } from './event-places';

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
  it('names a leg by its cities, and a code without a known city by the code', () => {
    const leg = event({
      dutySubtitle: 'AMS - LHR',
      departure: { IATA: 'AMS', city: 'Amsterdam' },
      arrival: { IATA: 'LHR', city: 'London' },
    });
    expect(placesLine(leg)).toBe('Amsterdam (AMS) → London (LHR)');
    expect(subtitleBeyondPlaces(leg)).toBeNull();
    expect(
      placesLine(event({ departure: { IATA: 'XXX', city: null }, arrival: { IATA: 'LHR', city: 'London' } })),
    ).toBe('XXX → London (LHR)');
  });
  it('names a duty at one station once, and keeps a subtitle that says more', () => {
    const hotel = event({
      dutySubtitle: 'HTL',
      departure: { IATA: 'LHR', city: 'London' },
      arrival: { IATA: 'LHR', city: 'London' },
    });
    expect(placesLine(hotel)).toBe('London (LHR)');
    expect(subtitleBeyondPlaces(hotel)).toBe('HTL');
    expect(placesLine(event({}))).toBeNull();
  });
});
