import { describe, expect, it } from 'vitest';
import { crewOf, notesWithoutCrew } from './crew.ts';

describe('crew names in roster notes', () => {
  it('reads position codes and names, with staff numbers and "Last, First" names', () => {
    expect(crewOf('CP 12345 Anna Berg, FO Jan de Vries, PU Maria Lopez')).toEqual([
      { role: 'CP', name: 'Anna Berg', flightDeck: true },
      { role: 'FO', name: 'Jan de Vries', flightDeck: true },
      { role: 'PU', name: 'Maria Lopez', flightDeck: false },
    ]);
    expect(crewOf('CA 00001 Captain, One FO 00000 Doe, John')).toEqual([
      { role: 'CA', name: 'Captain, One', flightDeck: true },
      { role: 'FO', name: 'Doe, John', flightDeck: true },
    ]);
    expect(crewOf('Crew:\nSENFO: Ola Nordmann\nCREW: Kari Hansen\nF/O Per Olsen')).toEqual([
      { role: 'SENFO', name: 'Ola Nordmann', flightDeck: true },
      { role: 'CREW', name: 'Kari Hansen', flightDeck: false },
      { role: 'F/O', name: 'Per Olsen', flightDeck: true },
    ]);
  });

  it('finds no crew in notes without names', () => {
    expect(crewOf('B737')).toEqual([]);
    expect(crewOf('sign-on to sign-off: leg times are not in the roster')).toEqual([]);
    expect(crewOf('FO 12345')).toEqual([]);
    expect(crewOf(null)).toEqual([]);
  });

  it('leaves the other notes when the crew is taken out', () => {
    expect(notesWithoutCrew('CP Anna Berg, FO Jan de Vries, CC Tom Ek · B737')).toBe('B737');
    expect(notesWithoutCrew('Crew: CP Anna Berg; FO Jan de Vries')).toBeNull();
    expect(notesWithoutCrew('Aircraft change · A321')).toBe('Aircraft change · A321');
    expect(notesWithoutCrew(null)).toBeNull();
  });
});
