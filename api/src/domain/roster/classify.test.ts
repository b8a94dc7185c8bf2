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

describe('codes of parts, an aircraft type at a place, the office by its Portuguese word', () => {
  it('reads a known code after a modifier part by that code, not a known code before an unknown part', () => {
    expect(classifyDuty('W_OFF')).toBe(T.dayOff);
    expect(classifyDuty('FPE-LEARN')).toBe(T.course);
    // The last part names the thing: the instructor's note of a check is no check.
    expect(classifyDuty('LPC_INS')).toBe(T.unknown);
    expect(classifyDuty('LIFUS_INS')).toBe(T.unknown);
  });

  it('reads a day off, standby or leave by its category before its kind', () => {
    expect(classifyDuty('OFF-XXR')).toBe(T.dayOff);
    expect(classifyDuty('REST-REST')).toBe(T.dayOff);
    expect(classifyDuty('SBY-SA1600')).toBe(T.standby);
    expect(classifyDuty('LVE-LV')).toBe(T.personal);
    // A known kind of another type after the category is not this rule's, nor one cancelling it; REST alone may be a
    // layover's rest, and a hotel after it names the stay.
    expect(classifyCode('OFF-SIM')).toBe(T.unknown);
    expect(classifyCode('SBY-CNX')).toBe(T.unknown);
    expect(classifyCode('LV-CANCEL')).toBe(T.unknown);
    expect(classifyCode('REST')).toBe(T.unknown);
    expect(classifyCode('REST-HTL')).toBe(T.hotel);
    expect(classifyCode('X-RAY')).toBe(T.unknown);
  });

  it("reads an aircraft type's numbered session at a station as a simulator session", () => {
    expect(classifyDuty('E90-FRA-1')).toBe(T.simulator);
    expect(classifyDuty('A320_LGW')).toBe(T.simulator);
    expect(classifyDuty('E90-FRANK-1')).toBe(T.unknown);
    // A code after the type is that code's; a variant's name, or a place no airport, is no session.
    expect(classifyDuty('A320-SEP')).toBe(T.course);
    expect(classifyDuty('B737-CRM')).toBe(T.course);
    for (const code of ['A320-NEO', '737-MAX', 'B737-MAX', '100-OFF', 'E90-XQZ-1'])
      expect(classifyDuty(code)).not.toBe(T.simulator);
  });

  it('reads a cancelled or denied code as no duty of that kind', () => {
    for (const code of ['CNX-SBY', 'CNL_OFF', 'CANX-RES', 'NON-FLY'])
      expect(classifyDuty(code)).toBe(T.unknown);
  });

  it("reads GAB ('gabinete') sessions as office work", () => {
    expect(classifyDuty('GAB1')).toBe(T.office);
    expect(classifyDuty('GAB2')).toBe(T.office);
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

describe('classifyDuty by words', () => {
  it("reads 'Release' alone as a debrief, not a release named in other words", () => {
    expect(classifyDuty('', 'Release')).toBe(T.debrief);
    expect(classifyDuty('', 'Line release check')).toBe(T.unknown);
    expect(classifyDuty('', 'Hotel release')).toBe(T.hotel);
  });

  it('reads a night stop named alone as a layover, not one named in other words', () => {
    expect(classifyDuty('', 'NightStop')).toBe(T.layover);
    expect(classifyDuty('', 'No night stop allowance')).toBe(T.unknown);
  });

  it('reads Portuguese and Spanish training words, a technical assessment too', () => {
    expect(classifyDuty('', 'TREINAMENTO QRH')).toBe(T.course);
    expect(classifyDuty('', 'AVALIAÇÃO TÉCNICA')).toBe(T.course);
    expect(classifyDuty('', 'Entrenamiento CRM')).toBe(T.course);
  });
});
