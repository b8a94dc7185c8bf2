import { csvParser } from './parsers/csv.ts';
import { datedLinesParser } from './parsers/dated-lines.ts';
import { htmlParser } from './parsers/html.ts';
import { icsParser } from './parsers/ics.ts';
import { imageToText } from './parsers/image.ts';
import { netlineParser } from './parsers/netline.ts';
import { pdfToText } from './parsers/pdf.ts';
import { qantasParser } from './parsers/qantas.ts';
import { xmlParser } from './parsers/xml.ts';
import { type ParseContext, type ParsedDuty, type TextParser, UnreadableRosterError } from './types.ts';

export const SUPPORTED_FORMATS =
  'iCalendar (.ics), CSV with a header row, HTML roster tables, XML, PDF, PNG/JPEG images, and the text layouts of DTR-style dated lines, NetLine/Crew daily blocks and Qantas bid-period rosters';

export const UNREADABLE_MESSAGE = `We could not read this roster. Supported formats: ${SUPPORTED_FORMATS}.`;

/** Text parsers other than HTML, in the order they are tried (the most specific first). */
const plainTextParsers: TextParser[] = [
  icsParser,
  xmlParser,
  netlineParser,
  qantasParser,
  datedLinesParser,
  csvParser,
];
const html = htmlParser(() => plainTextParsers);
export const TEXT_PARSERS: TextParser[] = [
  icsParser,
  xmlParser,
  html,
  netlineParser,
  qantasParser,
  datedLinesParser,
  csvParser,
];

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

/** Recognises text rosters by content; the first parser that detects the format and finds duties wins. */
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
      continue; // a malformed file of this format: let the next parser try, else report it unreadable
    }
    if (duties.length > 0) return { format: parser.name, duties };
  }
  throw new UnreadableRosterError(UNREADABLE_MESSAGE);
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
