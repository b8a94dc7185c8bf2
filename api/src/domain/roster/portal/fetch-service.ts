import type { RosterFetchPayload } from '@crewroster/shared/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import { DomainError, validationError } from '../../errors.ts';
import { uploadTypesOf } from '../../reference/upload-types.ts';
import type { ImportResult, RosterService } from '../roster-service.ts';
import { isValidIsoDate } from '../time.ts';
import { type PortalConnector, PortalCredentialsError, PortalUnavailableError } from './connector.ts';

export interface FetchServiceDeps {
  db: Db;
  roster: RosterService;
  /** Connector by upload-type `connector` name. */
  connectors: Record<string, PortalConnector>;
}

/** POST /v2/roster/fetch: the airline's upload type picks the connector; the page goes through the import. */
export class RosterFetchService {
  readonly #deps: FetchServiceDeps;
  constructor(deps: FetchServiceDeps) {
    this.#deps = deps;
  }

  async fetch(userId: number, input: RosterFetchPayload): Promise<ImportResult> {
    const [day, month, year] = input.start_date.split('/');
    const startDate = `${year}-${month}-${day}`;
    if (!isValidIsoDate(startDate))
      throw validationError({ start_date: 'The start date must be DD/MM/YYYY.' });

    const [user] = await this.#deps.db
      .select({ airline: users.homeairlineId })
      .from(users)
      .where(eq(users.id, userId));
    const types = user?.airline
      ? ((await uploadTypesOf(this.#deps.db, [user.airline])).get(user.airline) ?? [])
      : [];
    const type = types.find((t) => t.fetchbox && t.connector);
    const connector = type?.connector ? this.#deps.connectors[type.connector] : undefined;
    if (!type || !connector) {
      await this.#deps.roster.recordFailure(userId, 'portal', 'no portal for airline');
      throw new DomainError(
        'validation',
        'Your airline does not offer fetching the roster from its crew portal. Please upload it instead.',
      );
    }
    let bytes: Uint8Array;
    try {
      bytes = await connector.fetchRoster({
        username: input.username,
        password: input.password,
        username2: input.username2,
        password2: input.password2,
        memorable: input.memorable,
        startDate,
        numDays: input.num_days,
      });
    } catch (err) {
      await this.#deps.roster.recordFailure(
        userId,
        'portal',
        err instanceof Error ? err.message : 'portal error',
      );
      if (err instanceof PortalCredentialsError) throw new DomainError('validation', err.message);
      if (err instanceof PortalUnavailableError) throw new DomainError('bad_gateway', err.message);
      throw new DomainError('bad_gateway', 'The crew portal could not be read. Please try again later.');
    }
    return this.#deps.roster.import(userId, bytes, 'portal');
  }
}
