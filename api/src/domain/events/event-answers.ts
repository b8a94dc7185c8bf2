import type { Reply } from '@crewroster/shared/schemas';
import type { Db } from '../../db/client.ts';
import type { AccessClaims } from '../auth/tokens.ts';
import { AIRPORT_CITIES_TTL_MS } from './airport-cities.ts';
import { listEventsOfSession } from './events.ts';

interface Answer {
  stamp: string;
  text: string;
  until: number;
}

/**
 * GET /v2/event's JSON answers, kept per user and window for as long as the window's stamp (events.ts) stays the
 * same: each read still checks the session and the stamp in its one statement, but an unchanged window comes back
 * as one row and its answer is not built, serialised and hashed again (crew open the same month over and over;
 * that work was most of the endpoint's CPU, issue 18). Entries live no longer than the airports' cities they name,
 * and the oldest go first beyond `maxBytes`.
 */
export class EventAnswers {
  readonly #db: Db;
  readonly #maxBytes: number;
  readonly #now: () => number;
  readonly #answers = new Map<string, Answer>();
  #bytes = 0;

  constructor(db: Db, { maxBytes = 32 * 1024 * 1024, now = Date.now } = {}) {
    this.#db = db;
    this.#maxBytes = maxBytes;
    this.#now = now;
  }

  /** The answer's JSON text, or null when the session has ended. */
  async answer(claims: AccessClaims, fromTs: number, toTs: number | undefined): Promise<string | null> {
    const key = `${claims.userId}:${fromTs}:${toTs ?? ''}`;
    const now = this.#now();
    let known = this.#answers.get(key);
    if (known && known.until <= now) {
      this.#drop(key, known);
      known = undefined;
    }
    const read = await listEventsOfSession(this.#db, claims, fromTs, toTs, known?.stamp);
    if (!read) return null;
    if (!read.events) {
      const still = this.#answers.get(key);
      if (still?.stamp === read.stamp) return still.text;
      // Dropped or replaced while the query ran: read it whole.
      return this.answer(claims, fromTs, toTs);
    }
    const body: Reply<'main', 'GET v2/event'> = { data: read.events };
    const text = JSON.stringify(body);
    const old = this.#answers.get(key);
    if (old) this.#drop(key, old);
    if (text.length <= this.#maxBytes / 8) {
      this.#answers.set(key, { stamp: read.stamp, text, until: now + AIRPORT_CITIES_TTL_MS });
      this.#bytes += text.length;
      for (const [oldestKey, oldest] of this.#answers) {
        if (this.#bytes <= this.#maxBytes) break;
        this.#drop(oldestKey, oldest);
      }
    }
    return text;
  }

  #drop(key: string, answer: Answer): void {
    this.#answers.delete(key);
    this.#bytes -= answer.text.length;
  }
}
