import { readRoster } from './engine/index.ts';
import { icsParser } from './parsers/ics.ts';
import { imageToText } from './parsers/image.ts';
import { pdfToText } from './parsers/pdf.ts';
import { xmlParser } from './parsers/xml.ts';
import { type ParseContext, type ParsedDuty, type TextParser, UnreadableRosterError } from './types.ts';

export const SUPPORTED_FORMATS =
  'iCalendar (.ics), CSV, HTML and XML roster tables, PDF, PNG/JPEG images and text rosters (a duty or flight leg per line: dates, flight numbers, airports and times in any common layout)';

export const UNREADABLE_MESSAGE = `We could not read this roster. Supported formats: ${SUPPORTED_FORMATS}.`;

const MISSING_MESSAGES = {
  dates: 'No dates were found in it.',
  'flights or duties': 'It has dates but no flight numbers or duty codes we could place on them.',
} as const;

/**
 * Dedicated parsers tried before the engine: formats with a grammar of their own, which the engine does not
 * read (iCalendar) or which name their fields exactly (our XML schema). Everything else (HTML, CSV, XML record
 * lists, text of any layout, PDF and image text) goes to the layout-agnostic engine (engine/index.ts).
 */
export const TEXT_PARSERS: TextParser[] = [icsParser, xmlParser];

export interface ParseResult {
  format: string;
  duties: ParsedDuty[];
}

export interface Extractors {
  pdf: (bytes: Uint8Array) => Promise<string>;
  image: (bytes: Uint8Array) => Promise<string>;
}
export const defaultExtractors: Extractors = { pdf: pdfToText, image: imageToText };

function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/**
 * Recognises text rosters by content: a dedicated parser that detects its format and finds duties wins, else
 * the engine reads it. An unreadable roster names what was missing when the engine can tell.
 */
export function parseText(text: string, ctx: ParseContext): ParseResult {
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
    if (duties.length > 0) return { format: parser.name, duties };
  }
  let missing: keyof typeof MISSING_MESSAGES | null = null;
  try {
    const result = readRoster(text, ctx);
    if (result.duties.length > 0) return { format: result.kind, duties: result.duties };
    missing = result.missing;
  } catch {
    missing = null;
  }
  throw new UnreadableRosterError(
    missing ? `${UNREADABLE_MESSAGE} ${MISSING_MESSAGES[missing]}` : UNREADABLE_MESSAGE,
  );
}

/** Recognises any roster by its bytes: PDF and images by their magic numbers, everything else as UTF-8 text. */
export async function parseRoster(
  bytes: Uint8Array,
  ctx: ParseContext,
  extractors = defaultExtractors,
): Promise<ParseResult> {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    const text = await extractors.pdf(bytes).catch(() => {
      throw new UnreadableRosterError(`This PDF could not be read. Supported formats: ${SUPPORTED_FORMATS}.`);
    });
    return { ...parseText(text, ctx), format: 'pdf' };
  }
  const png = startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]);
  const jpeg = startsWith(bytes, [0xff, 0xd8, 0xff]);
  if (png || jpeg) {
    const text = await extractors.image(bytes).catch(() => {
      throw new UnreadableRosterError(
        `This image could not be read. Supported formats: ${SUPPORTED_FORMATS}.`,
      );
    });
    return { ...parseText(text, ctx), format: png ? 'png' : 'jpeg' };
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');
  // Binary that is not a known format: too many control characters to be a roster.
  let control = 0;
  for (const ch of text.slice(0, 4096)) {
    const code = ch.charCodeAt(0);
    if (code < 9 || (code > 13 && code < 32) || code === 0xfffd) control += 1;
  }
  if (control > 16) throw new UnreadableRosterError(UNREADABLE_MESSAGE);
  return parseText(text, ctx);
}
