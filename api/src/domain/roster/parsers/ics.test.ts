import { describe, expect, it } from 'vitest';
import { isInOrder, summaryRouteAgrees } from './ics.ts';

const legs = (...routes: string[]) =>
  routes.map((r) => {
    const [departure, arrival] = r.split('-');
    return { departure, arrival };
  });

describe('summaryRouteAgrees', () => {
  it('takes a route that names every stop', () => {
    expect(summaryRouteAgrees(['AYT', 'CPH', 'AYT'], legs('AYT-CPH', 'CPH-AYT'))).toBe(true);
  });

  it('takes a route that names only some stops, in order, from the first departure to the last arrival', () => {
    const sectors = legs('AYT-BER', 'BER-COV', 'COV-DUS', 'DUS-AYT');
    expect(summaryRouteAgrees(['AYT', 'COV', 'AYT'], sectors)).toBe(true);
    expect(summaryRouteAgrees(['AYT', 'DUS', 'COV', 'AYT'], sectors)).toBe(false);
    expect(summaryRouteAgrees(['AYT', 'COV'], sectors)).toBe(false);
    expect(summaryRouteAgrees(['BER', 'AYT'], sectors)).toBe(false);
  });

  it('refuses sectors that miss a stop of the route', () => {
    expect(summaryRouteAgrees(['AYT', 'COV', 'AYT'], legs('AYT-BER', 'DUS-AYT'))).toBe(false);
    expect(summaryRouteAgrees(['AYT', 'AYT'], [])).toBe(false);
  });
});

describe('isInOrder', () => {
  const sectors = legs('AYT-KZR', 'KZR-DUS', 'DUS-AYT');
  it('takes legs that are printed sectors, in order, with a ground move between them left out', () => {
    expect(isInOrder(legs('KZR-DUS', 'DUS-AYT'), sectors)).toBe(true);
  });
  it('refuses a leg read wrong or out of order', () => {
    expect(isInOrder(legs('DUS-CCM', 'DUS-AYT'), sectors)).toBe(false);
    expect(isInOrder(legs('DUS-AYT', 'KZR-DUS'), sectors)).toBe(false);
  });
});
