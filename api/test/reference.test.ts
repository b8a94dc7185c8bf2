import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TARGETS, type TestContext } from './helpers.ts';

describe.each(TARGETS)('main API: reference data (%s)', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(target);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  describe('GET /main/v2/airline', () => {
    it('pages all airlines 10 at a time, by name', async () => {
      const first = await ctx.call('GET', '/main/v2/airline');
      expect(first.status).toBe(200);
      expect(first.body.meta).toEqual({ page: 1, per_page: 10, total: 15 });
      expect(first.body.data).toHaveLength(10);
      const second = await ctx.call('GET', '/main/v2/airline?page=2');
      expect(second.body.data).toHaveLength(5);
      expect(second.body.meta.page).toBe(2);
      const names = [...first.body.data, ...second.body.data].map((a: { name: string }) => a.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(new Set(names).size).toBe(15);
      const past = await ctx.call('GET', '/main/v2/airline?page=3');
      expect(past.body).toEqual({ data: [], meta: { page: 3, per_page: 10, total: 15 } });
    });

    it('matches name, IATA or ICAO case-insensitively, exact codes first', async () => {
      const byName = await ctx.call('GET', '/main/v2/airline?header=royal%20DUTCH');
      expect(byName.body.data).toEqual([
        {
          pk: 3090,
          name: 'KLM Royal Dutch Airlines',
          cs_iata: 'KL',
          cs_icao: 'KLM',
          picture: null,
          // KLM's seeded upload type (src/domain/reference/upload-types.ts).
          uploadType: [
            expect.objectContaining({ pk: 'UPLOAD', uploadbox: true, textbox: true, fetchbox: false }),
          ],
        },
      ]);
      const byIcao = await ctx.call('GET', '/main/v2/airline?header=dlh');
      expect(byIcao.body.data.map((a: { pk: number }) => a.pk)).toEqual([3320]);
      // "ai" is in many names; Air India (IATA AI) comes first although "Air Canada" sorts before it.
      const byIata = await ctx.call('GET', '/main/v2/airline?header=ai');
      expect(byIata.body.data[0].name).toBe('Air India');
      expect(byIata.body.data[1].name).toBe('Air Canada');
      expect(byIata.body.meta.total).toBe(12);
    });

    it('treats LIKE wildcards literally', async () => {
      const res = await ctx.call('GET', '/main/v2/airline?header=100%25_');
      expect(res.body.data.map((a: { pk: number }) => a.pk)).toEqual([5]);
      const none = await ctx.call('GET', '/main/v2/airline?header=%25%25%25');
      expect(none.body.meta.total).toBe(0);
    });

    it.each(['0', '-1', 'abc', '1.5'])('refuses page=%s with 422', async (page) => {
      const res = await ctx.call('GET', `/main/v2/airline?page=${page}`);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('The page must be a whole number of at least 1.');
    });
  });

  describe('GET /main/v2/airport', () => {
    it('matches name, IATA or ICAO and pages', async () => {
      const london = await ctx.call('GET', '/main/v2/airport?header=london');
      expect(london.status).toBe(200);
      expect(london.body.meta).toEqual({ page: 1, per_page: 10, total: 2 });
      expect(london.body.data.map((a: { IATA: string }) => a.IATA)).toEqual(['LGW', 'LHR']);
      const icao = await ctx.call('GET', '/main/v2/airport?header=eham');
      expect(icao.body.data).toEqual([
        {
          Name: 'Amsterdam Airport Schiphol',
          IATA: 'AMS',
          ICAO: 'EHAM',
          Latitude: 52.308601,
          Longitude: 4.76389,
          city: 'Amsterdam',
          timezone: 'Europe/Amsterdam',
        },
      ]);
      const all = await ctx.call('GET', '/main/v2/airport?page=2&header=');
      expect(all.body.meta.total).toBe(12);
      expect(all.body.data).toHaveLength(2);
    });

    it('puts an exact code match first', async () => {
      const res = await ctx.call('GET', '/main/v2/airport?header=ord');
      expect(res.body.data[0].IATA).toBe('ORD');
    });

    it('refuses an overlong query with 422', async () => {
      const res = await ctx.call('GET', `/main/v2/airport?header=${'a'.repeat(101)}`);
      expect(res.status).toBe(422);
    });
  });

  describe('GET /main/v2/jobtype', () => {
    it('lists the 15 positions in spec order', async () => {
      const res = await ctx.call('GET', '/main/v2/jobtype');
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(15);
      expect(res.body.data[0]).toEqual({ value: 'PIC', name: 'Captain', ispilot: 1 });
      expect(res.body.data[14]).toEqual({ value: 'SIC', name: 'Second-in-Command', ispilot: 1 });
      expect(res.body.data.find((p: { value: string }) => p.value === 'PURSER').ispilot).toBe(0);
    });
  });
});
