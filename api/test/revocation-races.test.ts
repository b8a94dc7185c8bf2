import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  LOGBOOK_KEY,
  MAIN_KEY,
  registerUser,
  TARGETS,
  type TestContext,
} from './helpers.ts';
import { userIdOf } from './roster-helpers.ts';

describe.each(TARGETS)('revocation and products (%s)', (target) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(target);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const signIn = async (email: string, password: string, consumer_key: string) =>
    (await ctx.call('POST', '/auth/v1/auth', { body: { email, password, consumer_key } })).body.data as {
      access_token: string;
      refresh_token: string;
    };

  it("refuses one product's access token on the other product's routes", async () => {
    const user = await registerUser(ctx);
    const main = await signIn(user.email, user.password, MAIN_KEY);
    const logbook = await signIn(user.email, user.password, LOGBOOK_KEY);
    expect((await ctx.call('GET', '/main/v3/user/me', { token: main.access_token })).status).toBe(200);
    expect((await ctx.call('GET', '/logbook/v1/user', { token: logbook.access_token })).status).toBe(200);
    expect((await ctx.call('GET', '/main/v3/user/me', { token: logbook.access_token })).status).toBe(401);
    expect((await ctx.call('GET', '/logbook/v1/user', { token: main.access_token })).status).toBe(401);
    // The shared auth family takes both (sign out everywhere from either product).
    expect(
      (await ctx.call('POST', '/auth/v1/auth/forcelogout', { token: logbook.access_token })).status,
    ).toBe(200);
  });

  it('a refresh that runs while "sign out everywhere" runs never leaves a token that survives it', async () => {
    const user = await registerUser(ctx);
    const userId = await userIdOf(ctx.database.db, user.email);
    for (let round = 0; round < 15; round++) {
      const session = await signIn(user.email, user.password, MAIN_KEY);
      const [refreshed] = await Promise.all([
        ctx.call('POST', '/auth/v1/auth/refresh', { body: { refresh_token: session.refresh_token } }),
        ctx.call('POST', '/auth/v1/auth/forcelogout', { token: session.access_token }),
      ]);
      const live = (await ctx.database.db.execute(
        sql`select count(*)::int as n from refresh_tokens where user_id = ${userId} and revoked_at is null`,
      )) as unknown as { rows: { n: number }[] };
      expect(Number(live.rows[0]?.n), `round ${round}`).toBe(0);
      if (refreshed.status === 200) {
        const again = await ctx.call('POST', '/auth/v1/auth/refresh', {
          body: { refresh_token: refreshed.body.data.refresh_token },
        });
        expect(again.status, `round ${round}`).toBe(401);
      }
    }
  });
});
