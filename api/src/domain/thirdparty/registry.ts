/**
 * The consumer registry: partner apps allowed to ask crew for consent. Register another consumer with
 * `registerConsumer(db, {...})` (idempotent on `key`), e.g. from a one-off script or a seed at start.
 */
import { isThirdPartyScope, type ThirdPartyLogo, type ThirdPartyScope } from '@crewroster/shared/schemas';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { thirdpartyConsumers } from '../../db/schema.ts';

export interface ConsumerSpec {
  key: string;
  name: string;
  logo: ThirdPartyLogo;
  scopes: ThirdPartyScope[];
  /** Exact URIs; no wildcards, no prefixes (RFC 9700 §4.1.3). */
  redirectUris: string[];
  /** Origins (scheme://host[:port]) that may frame the consent page. */
  framingOrigins: string[];
  signupLink?: boolean;
}

export type Consumer = typeof thirdpartyConsumers.$inferSelect;

/** The consumers seeded outside production: the e2e partner page on :4200 and the crew-access service. */
export const DEMO_CONSUMERS: ConsumerSpec[] = [
  {
    key: 'demo-partner',
    name: 'Demo Partner',
    logo: 'main',
    scopes: ['profile', 'crew', 'events'],
    redirectUris: ['http://localhost:4200/callback'],
    framingOrigins: ['http://localhost:4200'],
  },
  {
    key: 'crew-access',
    name: 'Crew Access',
    logo: 'logbook',
    scopes: ['profile', 'email'],
    redirectUris: ['http://localhost:4200/crew-access/callback'],
    framingOrigins: ['http://localhost:4200'],
    signupLink: true,
  },
];

function checkSpec(spec: ConsumerSpec): void {
  if (!/^[A-Za-z0-9._-]{3,64}$/.test(spec.key)) throw new Error(`Consumer key "${spec.key}" is not valid.`);
  for (const scope of spec.scopes)
    if (!isThirdPartyScope(scope)) throw new Error(`Unknown scope "${scope}".`);
  for (const uri of spec.redirectUris) {
    const url = new URL(uri);
    if (url.hash) throw new Error(`Redirect URI "${uri}" may not carry a fragment.`);
  }
  for (const origin of spec.framingOrigins) {
    if (new URL(origin).origin !== origin)
      throw new Error(`Framing origin "${origin}" must be a bare origin.`);
  }
}

/** Inserts or updates a consumer by key. */
export async function registerConsumer(db: Db, spec: ConsumerSpec): Promise<void> {
  checkSpec(spec);
  const values = {
    key: spec.key,
    name: spec.name,
    logo: spec.logo,
    scopes: spec.scopes,
    redirectUris: spec.redirectUris,
    framingOrigins: spec.framingOrigins,
    signupLink: spec.signupLink ? 1 : 0,
  };
  await db
    .insert(thirdpartyConsumers)
    .values(values)
    .onConflictDoUpdate({
      target: thirdpartyConsumers.key,
      set: { ...values, key: sql`excluded.key` },
    });
}

export async function seedDemoConsumers(db: Db): Promise<void> {
  for (const spec of DEMO_CONSUMERS) await registerConsumer(db, spec);
}

export async function findConsumerByKey(db: Db, key: string): Promise<Consumer | undefined> {
  const [row] = await db.select().from(thirdpartyConsumers).where(eq(thirdpartyConsumers.key, key));
  return row;
}
