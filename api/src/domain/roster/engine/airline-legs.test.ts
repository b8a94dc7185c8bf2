import { describe, expect, it } from 'vitest';
import { foreignLeg, markedAirline, ownAirline } from './airline-legs.ts';

const fl = (code: string, raw = code) => ({ code, raw, bare: false, passive: false });

describe("the crew's own airline", () => {
  it('is the code of three quarters of the coded legs (at least three); D-marked numbers do not vote', () => {
    const legs = [fl('DL1272'), fl('DL1254'), fl('DL2855'), fl('9E5045'), fl('DL563'), fl('D2903')];
    expect(ownAirline(legs)).toBe('DL');
    expect(ownAirline([fl('DX101'), fl('AB201'), fl('KL123'), fl('DX102')])).toBeNull();
    expect(ownAirline([fl('DL1'), fl('DL2')])).toBeNull();
  });

  it("makes another airline's leg positioning, reading D2244 as deadhead 2244", () => {
    expect(foreignLeg(fl('9E5045'), 'DL')).toEqual({ positioning: true, code: '9E5045' });
    expect(foreignLeg(fl('D2244'), 'DL')).toEqual({ positioning: true, code: '2244' });
    expect(foreignLeg(fl('DL563'), 'DL')).toEqual({ positioning: false, code: 'DL563' });
    expect(foreignLeg(fl('D2244'), null)).toEqual({ positioning: false, code: 'D2244' });
    expect(foreignLeg({ code: '940', bare: true, passive: false }, 'DL').positioning).toBe(false);
  });

  it('is, with fewer legs, the one airline of the legs printed with a flown block time', () => {
    expect(markedAirline([fl('DL2335')])).toBe('DL');
    expect(markedAirline([fl('DL2335'), fl('OO3895')])).toBeNull();
    expect(markedAirline([{ code: '940', bare: true, passive: false }])).toBeNull();
    expect(markedAirline([])).toBeNull();
  });
});
