import type { Airline, Airport, JobType, UploadType } from '@crewroster/shared/schemas';
import type { airlines, airports, positions } from '../../db/schema.ts';

export function toAirline(row: typeof airlines.$inferSelect, uploadType: UploadType[] = []): Airline {
  return { pk: row.id, name: row.name, cs_iata: row.iata, cs_icao: row.icao, picture: null, uploadType };
}

export function toAirport(row: typeof airports.$inferSelect): Airport {
  return {
    Name: row.name,
    IATA: row.iata,
    ICAO: row.icao,
    Latitude: row.latitude,
    Longitude: row.longitude,
    city: row.city,
    timezone: row.timezone,
  };
}

export function toJobType(row: Pick<typeof positions.$inferSelect, 'value' | 'name'>): JobType {
  return { value: row.value, name: row.name };
}

export function toPosition(row: typeof positions.$inferSelect): {
  value: string;
  name: string;
  ispilot: 0 | 1;
} {
  return { value: row.value, name: row.name, ispilot: row.ispilot ? 1 : 0 };
}
