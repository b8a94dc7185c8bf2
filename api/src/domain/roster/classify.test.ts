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

  it('reads no other code after an aircraft type', () => {
    expect(classifyCode('787OFF')).toBe(T.unknown);
    expect(classifyCode('787OEOBS')).toBe(T.unknown);
    expect(classifyCode('73HSIM')).toBe(T.unknown);
  });
});
