/** What a parser produces: duties in the roster's own terms, before airports and time zones are resolved. */

/** How a wall-clock time is to be read. */
export type Zone = { kind: 'utc' } | { kind: 'airport'; iata: string } | { kind: 'iana'; name: string };

export const UTC: Zone = { kind: 'utc' };

/** A wall-clock date and time (YYYY-MM-DD, HH:MM) in a zone, or UTC epoch seconds. */
export type Stamp = { date: string; time: string; zone: Zone } | number;

export interface ParsedDuty {
  type: number;
  title: string;
  subtitle?: string | null;
  /** The roster's own code for a non-flying duty (DO, SBY, R5, ...). */
  nonFlyCode?: string | null;
  additional?: string | null;
  start: Stamp;
  /** An end before the start (wall clock) is the next day. */
  end: Stamp;
  allDay?: boolean;
  departure?: string | null;
  arrival?: string | null;
}

export interface ParseContext {
  /** Dates a roster leaves out (year, month) are taken from here. */
  uploadDate: Date;
}

export interface TextParser {
  /** Format name, e.g. 'ics', reported in the upload answer and analytics. */
  name: string;
  detect(text: string): boolean;
  parse(text: string, ctx: ParseContext): ParsedDuty[];
}

/** The roster was recognised but is unusable, or recognised by nothing. */
export class UnreadableRosterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableRosterError';
  }
}

/** The client went away during an import: parsing stopped and nothing was stored (the previous roster stays). */
export class ImportCancelledError extends Error {
  constructor() {
    super('The roster import was cancelled by the client.');
    this.name = 'ImportCancelledError';
  }
}

/** Throws ImportCancelledError once the client's request is aborted. */
export function stopIfCancelled(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ImportCancelledError();
}
