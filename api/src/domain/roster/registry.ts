import type { RosterMapping, RosterPreview } from '@crewroster/shared/schemas';
import type { Skipped } from './engine/assemble.ts';
import { isLeg } from './engine/close-around-legs.ts';
import { readRoster } from './engine/index.ts';
import { previewIfUnsure, signatureOf } from './engine/preview.ts';
import { icsParser } from './parsers/ics.ts';
import { imageToText } from './parsers/image.ts';
import { pdfToText } from './parsers/pdf.ts';
import { xmlParser } from './parsers/xml.ts';
import { decodeRosterText, startsWith } from './text-decoding.ts';
import { type ParseContext, type ParsedDuty, type TextParser, UnreadableRosterError } from './types.ts';

export const SUPPORTED_FORMATS =
  'iCalendar (.ics), CSV, HTML and XML roster tables, JSON from crew web services, PDF, PNG/JPEG images and text rosters (a duty or flight leg per line: dates, flight numbers, airports and times in any common layout)';

export const UNREADABLE_MESSAGE = `We could not read this roster. Supported formats: ${SUPPORTED_FORMATS}.`;

const MISSING_MESSAGES = {
  dates: 'No dates were found in it.',
  'flights or duties': 'It has dates but no flight numbers or duty codes we could place on them.',
} as const;

/**
 * Dedicated parsers tried before the engine: formats with a grammar of their own, which the engine does not
 * read (iCalendar) or which name their fields exactly (our XML schema). Everything else (HTML, CSV, XML record
 * lists, JSON documents, text of any layout, PDF and image text) goes to the layout-agnostic engine
 * (engine/index.ts).
 */
export const TEXT_PARSERS: TextParser[] = [icsParser, xmlParser];

export interface ParseResult {
  format: string;
  duties: ParsedDuty[];
  /** Rows the engine could not use (the first ones) and how many in all; none for the dedicated parsers. */
  skipped: Skipped[];
  skippedTotal: number;
  /** A table the engine is unsure of (engine/preview.ts): shown to the user to confirm its columns. */
  preview?: RosterPreview;
  /** Layout signature of the table previewed or read with a mapping (engine/mapping.ts). */
  signature?: string;
  /** With a preview and no duties: the refusal for an import that cannot ask (portal, subscription). */
  refusal?: string;
}

export interface Extractors {
  /** A PDF's text, read in one or more ways (parsers/pdf.ts): the better reading is kept (bestReading). */
  pdf: (bytes: Uint8Array) => Promise<string[]>;
  image: (bytes: Uint8Array) => Promise<string>;
}
export const defaultExtractors: Extractors = { pdf: pdfToText, image: imageToText };

const refusal = (missing: keyof typeof MISSING_MESSAGES | null) =>
  missing ? `${UNREADABLE_MESSAGE} ${MISSING_MESSAGES[missing]}` : UNREADABLE_MESSAGE;

/** A table read with the user's column mapping: its duties, or the refusal naming what was missing. */
function parseMapped(text: string, ctx: ParseContext, mapping: RosterMapping): ParseResult {
  const result = readRoster(text, ctx, mapping);
  if (result.duties.length === 0) throw new UnreadableRosterError(refusal(result.missing));
  const signature = signatureOf(text);
  return {
    format: result.kind,
    duties: result.duties,
    skipped: result.skipped,
    skippedTotal: result.skippedTotal,
    ...(signature ? { signature } : {}),
  };
}

/**
 * Recognises text rosters by content: a dedicated parser that detects its format and finds duties wins, else
 * the engine reads it. A table the engine is unsure of comes with a preview; an unreadable roster names what
 * was missing when the engine can tell. With a mapping, the roster's table is read with it.
 */
export function parseText(text: string, ctx: ParseContext, mapping?: RosterMapping): ParseResult {
  if (mapping) return parseMapped(text, ctx, mapping);
  for (const parser of TEXT_PARSERS) {
    let detected = false;
    try {
      detected = parser.detect(text);
    } catch {
      detected = false;
    }
    if (!detected) continue;
    let duties: ParsedDuty[];
    try {
      duties = parser.parse(text, ctx);
    } catch {
      continue; // a malformed file of this format: let the engine try, else report it unreadable
    }
    if (duties.length > 0) return { format: parser.name, duties, skipped: [], skippedTotal: 0 };
  }
  let missing: keyof typeof MISSING_MESSAGES | null = null;
  try {
    const result = readRoster(text, ctx);
    const unsure = previewIfUnsure(text, ctx, result);
    if (result.duties.length > 0 || unsure)
      return {
        format: result.kind,
        duties: result.duties,
        skipped: result.skipped,
        skippedTotal: result.skippedTotal,
        ...(unsure ? { preview: unsure.preview, signature: unsure.signature } : {}),
        ...(result.duties.length === 0 ? { refusal: refusal(result.missing) } : {}),
      };
    missing = result.missing;
  } catch {
    missing = null;
  }
  throw new UnreadableRosterError(refusal(missing));
}

/**
 * Of several readings of one file (a PDF's: parsers/pdf.ts), the better: more legs wins, but between readings whose
 * legs differ by a tenth or less the one whose legs do not mostly land before they take off (mostLandBeforeTakeOff),
 * then the one that leaves fewer rows unread (a reading that leaves many rows unread has likely misread some legs:
 * one counted twice); then more duties; the first on a tie. A refusal only when every reading is refused (the first
 * one's). A reading that finds legs and leaves no row unread is taken as it is, without parsing the others (a PDF's
 * second reading costs as much as its first). With the user's column mapping, the same choice: the mapping was made
 * on the preview of one of them.
 */
function bestReading(texts: string[], ctx: ParseContext, mapping?: RosterMapping): ParseResult {
  let best: ParseResult | undefined;
  let refused: unknown;
  for (const text of texts) {
    try {
      const result = parseText(text, ctx, mapping);
      if (result.skippedTotal === 0 && !result.preview && result.duties.some(isLeg)) return result;
      if (!best || better(result, best)) best = result;
    } catch (error) {
      refused ??= error;
    }
  }
  if (best) return best;
  throw refused;
}

function better(a: ParseResult, b: ParseResult): boolean {
  const legsA = a.duties.filter(isLeg).length;
  const legsB = b.duties.filter(isLeg).length;
  const close = legsA > 0 && legsB > 0 && Math.abs(legsA - legsB) <= Math.max(legsA, legsB) / 10;
  if (close && mostLandBeforeTakeOff(a) !== mostLandBeforeTakeOff(b)) return !mostLandBeforeTakeOff(a);
  if (close && a.skippedTotal !== b.skippedTotal) return a.skippedTotal < b.skippedTotal;
  if (legsA !== legsB) return legsA > legsB;
  return a.duties.length > b.duties.length;
}

/**
 * Over half a reading's legs land, by the clocks printed, before they take off on their day: its columns misread
 * (a block time taken for the arrival, the arrival for the departure). Legs read right do so only overnight.
 */
function mostLandBeforeTakeOff(r: ParseResult): boolean {
  const legs = r.duties.filter(isLeg);
  const back = legs.filter(
    ({ start, end }) =>
      typeof start !== 'number' &&
      typeof end !== 'number' &&
      end.date === start.date &&
      end.time < start.time,
  );
  return back.length * 2 > legs.length;
}

/**
 * Recognises any roster by its bytes: PDF and images by their magic numbers, everything else as text in the encoding
 * it was saved in (text-decoding.ts).
 */
export async function parseRoster(
  bytes: Uint8Array,
  ctx: ParseContext,
  extractors = defaultExtractors,
  mapping?: RosterMapping,
): Promise<ParseResult> {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    const readings = await extractors.pdf(bytes).catch(() => {
      throw new UnreadableRosterError(`This PDF could not be read. Supported formats: ${SUPPORTED_FORMATS}.`);
    });
    return { ...bestReading(readings, ctx, mapping), format: 'pdf' };
  }
  const png = startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]);
  const jpeg = startsWith(bytes, [0xff, 0xd8, 0xff]);
  if (png || jpeg) {
    const text = await extractors.image(bytes).catch(() => {
      throw new UnreadableRosterError(
        `This image could not be read. Supported formats: ${SUPPORTED_FORMATS}.`,
      );
    });
    return { ...parseText(text, ctx, mapping), format: png ? 'png' : 'jpeg' };
  }
  const text = decodeRosterText(bytes);
  // Binary that is not a known format: too many control characters to be a roster.
  let control = 0;
  for (const ch of text.slice(0, 4096)) {
    const code = ch.charCodeAt(0);
    if (code < 9 || (code > 13 && code < 32) || code === 0xfffd) control += 1;
  }
  if (control > 16) throw new UnreadableRosterError(UNREADABLE_MESSAGE);
  return parseText(text, ctx, mapping);
}
