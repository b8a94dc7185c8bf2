/** A byte count as people read it ("1.2 MB"), in the unit of the total, so "0.4 MB of 3.4 MB" lines up. */
export function formatBytes(bytes: number, total: number, language: string): string {
  const megabytes = total >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(bytes / (megabytes ? 1_000_000 : 1_000));
}
