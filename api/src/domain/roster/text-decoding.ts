/**
 * A roster file's text, in whatever encoding the crew system or the crew member's computer saved it:
 * - UTF-8, with or without a byte-order mark;
 * - UTF-16, as Excel's "Unicode text" and Windows PowerShell's redirects write it: with a mark, or without one,
 *   told by its zero bytes;
 * - Windows-1252 when the bytes are not UTF-8: an older Windows export of a European roster ("Départ", "Hôtel").
 * Lines end in "\n" (Excel for Mac's "CSV (Macintosh)" ends them with a lone CR). The no-break spaces a page copied
 * from a browser is full of become spaces: the engine's patterns separate words with spaces. Blank lines before the
 * first text are dropped (a feed script that prints a newline before its calendar).
 */
export function decodeRosterText(bytes: Uint8Array): string {
  const text = decode(bytes)
    .replaceAll('\r\n', '\n')
    .replaceAll('\r', '\n')
    .replace(/[\u00a0\u2007\u202f]/g, ' ');
  // Found, not matched: a regex over millions of leading blank lines would overflow the stack.
  const first = text.search(/\S/);
  return first < 0 ? text : text.slice(text.lastIndexOf('\n', first) + 1);
}

function decode(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const utf16 = utf16WithoutMark(bytes);
  if (utf16) return new TextDecoder(utf16).decode(bytes);
  const utf8 = new TextDecoder('utf-8').decode(bytes);
  return mostlyNotUtf8(utf8) ? windows1252(bytes) : utf8;
}

/** Windows-1252's characters at 0x80–0x9F, where it differs from Latin-1 (five bytes it leaves undefined stay). */
const CP1252_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Each byte's character in Windows-1252: Latin-1's but for 0x80–0x9F. */
const CP1252 = Uint16Array.from({ length: 256 }, (_, b) =>
  b >= 0x80 && b <= 0x9f ? CP1252_80_9F.charCodeAt(b - 0x80) : b,
);

/** By table: Node's decoder reads 'windows-1252' as Latin-1 (nodejs/node#56542). */
function windows1252(bytes: Uint8Array): string {
  const parts: string[] = [];
  const chunk = new Uint16Array(8192);
  for (let start = 0; start < bytes.length; start += chunk.length) {
    const end = Math.min(start + chunk.length, bytes.length);
    for (let i = start; i < end; i++) chunk[i - start] = CP1252[bytes[i] ?? 0] ?? 0;
    parts.push(String.fromCharCode(...chunk.subarray(0, end - start)));
  }
  return parts.join('');
}

/** The file opens with these bytes (a byte-order mark here, a format's magic number in registry.ts). */
export function startsWith(bytes: Uint8Array, magic: number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/**
 * UTF-16 without a mark: text in Latin script has a zero byte in most of its code units, all on one side (the high
 * byte: odd offsets in little-endian). Binary has zero bytes on both sides, UTF-8 text none.
 */
function utf16WithoutMark(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const n = Math.min(bytes.length, 4096) & ~1;
  if (n < 8) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZeros += 1;
    if (bytes[i + 1] === 0) oddZeros += 1;
  }
  const units = n / 2;
  if (oddZeros > units * 0.4 && evenZeros < units * 0.02) return 'utf-16le';
  if (evenZeros > units * 0.4 && oddZeros < units * 0.02) return 'utf-16be';
  return null;
}

/**
 * More bytes that UTF-8 could not decode than characters it could, past ASCII: a single-byte encoding, not a UTF-8
 * file with a damaged character (which keeps the rest of its accents).
 */
function mostlyNotUtf8(text: string): boolean {
  if (!text.includes('\ufffd')) return false;
  let bad = 0;
  let good = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0xfffd) bad += 1;
    else if (code > 0x7f) good += 1;
  }
  return bad > good;
}
