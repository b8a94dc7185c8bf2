/** Account lifecycle rules (spec §1): a deleted account is inactive and purged after 30 days. */
export const ACCOUNT_PURGE_DAYS = 30;
export const FULL_ACCOUNT_TYPE = 'full';
export const STATUS_EXPIRY_VALUES = ['SUB_PREMIUM', 'LIFETIME'] as const;

export function isWithinReactivationWindow(deletedAt: Date | null, now: Date = new Date()): boolean {
  if (!deletedAt) return true;
  return now.getTime() - deletedAt.getTime() < ACCOUNT_PURGE_DAYS * 24 * 60 * 60 * 1000;
}
