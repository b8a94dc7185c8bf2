import type { RosterEvent } from '@crewroster/shared/schemas';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventsToCsv, neutraliseCell } from './csv.ts';
import { eventsToIcs } from './ics.ts';

const duty = (over: Partial<RosterEvent> = {}): RosterEvent => ({
  dutyId: 1,
  dutyType: 8,
  dutyTitle: 'SBY',
  dutySubtitle: null,
  dutyTypeDescription: 'Standby',
  dutyTypeIconName: 'standby',
  dutyNonFlyCode: 'SBY',
  dutyAdditional: null,
  dutyStartTimestamp: Date.UTC(2025, 2, 2, 6) / 1000,
  dutyEndTimestamp: Date.UTC(2025, 2, 2, 14) / 1000,
  dutyIsAllDay: false,
  departure: { IATA: 'AMS', city: 'Amsterdam' },
  arrival: { IATA: 'AMS', city: 'Amsterdam' },
  ...over,
});

describe('CSV export cells (OWASP CSV injection)', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])('neutralises %j', (cell) => {
    expect(neutraliseCell(cell)).toBe(`'${cell}`);
  });

  it('writes roster text from an upload as text, never as a formula', () => {
    const csv = eventsToCsv([
      duty({
        dutyTitle: '=HYPERLINK("http://evil.example","x")',
        dutyAdditional: '@cmd',
        dutyNonFlyCode: '+SBY',
      }),
    ]);
    const row = csv.trim().split('\n')[1] ?? '';
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(row).toContain("'@cmd");
    expect(row).toContain("'+SBY");
    expect(row).not.toMatch(/(^|,)[=+@]/);
  });
});

describe('ICS text', () => {
  const ics = (name: string, events: RosterEvent[]) =>
    eventsToIcs(events, {
      preferences: { rostername: name },
      host: 'crewroster.test',
      airports: new Map(),
      now: new Date('2025-03-01T00:00:00Z'),
    });

  it('a calendar name with CR/LF cannot add properties or components', () => {
    const text = ics('Mine\r\nX-EVIL:1\r\nBEGIN:VEVENT\r\nSUMMARY:injected\r\nEND:VEVENT', [duty()]);
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-evil')).toBeNull();
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Mine X-EVIL:1 BEGIN:VEVENT SUMMARY:injected END:VEVENT',
    );
  });

  it('duty texts with line breaks, commas and semicolons stay inside their property', () => {
    const text = ics('Mine', [
      duty({ dutyTitle: 'SBY\r\nEND:VEVENT\r\nBEGIN:VEVENT', dutyAdditional: 'a;b,c\nd' }),
    ]);
    const [event] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent')).toHaveLength(1);
    expect(event?.getFirstPropertyValue('summary')).toBe('SBY\r\nEND:VEVENT\r\nBEGIN:VEVENT');
  });
});
