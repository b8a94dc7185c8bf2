export type Product = 'main' | 'logbook';

export function isProduct(value: unknown): value is Product {
  return value === 'main' || value === 'logbook';
}

/** The product a consumer key belongs to, or null for an unknown key. */
export function productForConsumerKey(keys: { main: string; logbook: string }, key: string): Product | null {
  if (key === keys.main) return 'main';
  if (key === keys.logbook) return 'logbook';
  return null;
}
