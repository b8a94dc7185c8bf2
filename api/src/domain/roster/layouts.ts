/**
 * Column mappings remembered per airline and table layout (issue #19 item 3): a mapping a user confirmed is
 * applied to the next upload of the same layout by anyone of that airline.
 */
import { type RosterMapping, rosterMappingSchema } from '@crewroster/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db, Tx } from '../../db/client.ts';
import { rosterLayouts, users } from '../../db/schema.ts';

export async function airlineOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db.select({ airline: users.homeairlineId }).from(users).where(eq(users.id, userId));
  return row?.airline ?? null;
}

export async function rememberedMapping(
  db: Db,
  airlineId: number,
  signature: string,
): Promise<RosterMapping | null> {
  const [row] = await db
    .select({ mapping: rosterLayouts.mapping })
    .from(rosterLayouts)
    .where(and(eq(rosterLayouts.airlineId, airlineId), eq(rosterLayouts.signature, signature)));
  // Stored by an older version, or by hand: only a mapping that is still valid is applied.
  const parsed = row ? v.safeParse(rosterMappingSchema, row.mapping) : null;
  return parsed?.success ? parsed.output : null;
}

export async function rememberMapping(
  db: Db | Tx,
  layout: { airlineId: number; signature: string; mapping: RosterMapping; userId: number },
): Promise<void> {
  await db
    .insert(rosterLayouts)
    .values({
      airlineId: layout.airlineId,
      signature: layout.signature,
      mapping: layout.mapping,
      confirmedBy: layout.userId,
    })
    .onConflictDoUpdate({
      target: [rosterLayouts.airlineId, rosterLayouts.signature],
      set: { mapping: layout.mapping, confirmedBy: layout.userId, updatedAt: sql`now()` },
    });
}
