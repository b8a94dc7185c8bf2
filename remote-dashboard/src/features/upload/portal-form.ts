/**
 * The crew-portal form's rules (spec §5 Portal form): which fields the airline's upload type shows, the month
 * choices (current and next; FLICA also the 4 previous), the start date (the 1st of the month, or today for
 * day-based portals in the current month), the number of days (the month's length, or 31 where the user picks
 * the days) and the DD/MM/YYYY start date the API takes.
 */
import type { UploadType } from '@crewroster/shared/schemas';
import { addMonths, format, getDaysInMonth, isSameMonth, startOfMonth } from 'date-fns';

export interface PortalFields {
  second: boolean;
  memorable: boolean;
  extra: boolean;
  days: boolean;
}

export const portalFields = (type: UploadType | undefined): PortalFields => ({
  second: Boolean(type?.fetchboxdouble),
  memorable: Boolean(type?.fetchboxmemorable),
  extra: Boolean(type?.fetchboxextra),
  days: Boolean(type?.fetchboxdays),
});

/** First days of the months the user may fetch, oldest first. */
export function monthChoices(type: UploadType | undefined, today: Date): Date[] {
  const first = startOfMonth(today);
  const from = type?.pk === 'FLICA' ? -4 : 0;
  return Array.from({ length: 2 - from }, (_, i) => addMonths(first, from + i));
}

export function startDate(month: Date, type: UploadType | undefined, today: Date): Date {
  return type?.fetchboxdays && isSameMonth(month, today) ? today : startOfMonth(month);
}

export const defaultDays = (month: Date, type: UploadType | undefined) =>
  type?.fetchboxdays ? 31 : getDaysInMonth(month);

export const apiDate = (date: Date) => format(date, 'dd/MM/yyyy');
