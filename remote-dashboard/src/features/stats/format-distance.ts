/** A distance in the user's unit (preference `distance`, sent by the API) as "1,234 mi", "1.234 NM", "1 986 km". */
import type { Distance } from '@crewroster/shared/schemas';

type Translate = (key: string, options: Record<string, unknown>) => string;

export function formatDistance(distance: Distance, t: Translate, language: string): string {
  return t(`units.${distance.unit}`, { value: new Intl.NumberFormat(language).format(distance.value) });
}
