import { DUTY_TYPES as T } from '@crewroster/shared/schemas';
import { describe, expect, it } from 'vitest';
import { classifyCode, classifyDuty } from './classify.ts';

describe('classifyCode', () => {
  it("reads the Brazilian crew law's paid rest day (DR) as a day off", () => {
    expect(classifyCode('DR')).toBe(T.dayOff);
  });

  it('reads the aeromedical exam (MEDICAL, the Brazilian CMA) as a ground duty at the company', () => {
    expect(classifyCode('CMA')).toBe(T.office);
    expect(classifyCode('MEDICAL')).toBe(T.office);
  });

  it('reads simulator sessions by their training codes', () => {
    expect(classifyCode('UPRT')).toBe(T.simulator);
    expect(classifyCode('LOFT')).toBe(T.simulator);
  });

  it('reads a simulator or training code for one aircraft type as that code', () => {
    expect(classifyCode('787UPRT')).toBe(T.simulator);
    expect(classifyCode('A320SIM')).toBe(T.simulator);
    expect(classifyCode('320CRS')).toBe(T.course);
    expect(classifyDuty('787UPRT')).toBe(T.simulator);
  });

  it('reads a training code followed by its aircraft type as that code', () => {
    expect(classifyCode('SEP330')).toBe(T.course);
    expect(classifyCode('CRMA320')).toBe(T.course);
    expect(classifyCode('SIM787')).toBe(T.simulator);
  });

  it('reads no other code before an aircraft type, nor a flight number', () => {
    expect(classifyCode('OFF330')).toBe(T.unknown);
    expect(classifyCode('TECREF330')).toBe(T.unknown);
    expect(classifyCode('KE330')).toBe(T.unknown);
  });

  it('reads recurrent ground training by its subject: dangerous goods, security', () => {
    expect(classifyCode('DGR')).toBe(T.course);
    expect(classifyCode('SEC')).toBe(T.course);
    expect(classifyCode('AVSEC')).toBe(T.course);
    expect(classifyCode('SECT')).toBe(T.unknown);
  });

  it('reads no other code after an aircraft type', () => {
    expect(classifyCode('787OFF')).toBe(T.unknown);
    expect(classifyCode('787OEOBS')).toBe(T.unknown);
    expect(classifyCode('73HSIM')).toBe(T.unknown);
  });
});

describe('classifyDuty', () => {
  it('reads a travel code without a flight number as a ground move, not a travel word in notes', () => {
    expect(classifyDuty('TRAVEL', 'Travel AYT - KZR GT')).toBe(T.transport);
    expect(classifyDuty('TRAVEL')).toBe(T.transport);
    // A word of the notes names no duty: a flight duty's "Travel documents" stays the flight duty.
    expect(classifyDuty('', 'Flight duty\nTravel documents: passport')).toBe(T.flight);
  });

  it('reads a travel with a flight number as the flight, and a travel word inside another as nothing', () => {
    expect(classifyDuty('KE041', 'Travel')).toBe(T.flight);
    expect(classifyDuty('', 'TravelTime 02:00')).toBe(T.unknown);
  });
});
