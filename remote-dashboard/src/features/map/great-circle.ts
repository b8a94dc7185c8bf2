/** Great-circle arcs for the flight map, and one line per airport pair (a route flown both ways is drawn once). */
import type { RoutePoint } from '@crewroster/shared/schemas';

type LonLat = [number, number];
const rad = (d: number) => (d * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/** Points along the shortest path on the sphere between two airports (spherical interpolation). */
export function greatCircle(a: RoutePoint, b: RoutePoint, steps = 48): LonLat[] {
  const [lat1, lon1, lat2, lon2] = [rad(a.latitude), rad(a.longitude), rad(b.latitude), rad(b.longitude)];
  const d =
    2 *
    Math.asin(
      Math.sqrt(
        Math.sin((lat2 - lat1) / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin((lon2 - lon1) / 2) ** 2,
      ),
    );
  if (d === 0) return [[a.longitude, a.latitude]];
  const points: LonLat[] = [];
  let previousLon: number | undefined;
  for (let i = 0; i <= steps; i++) {
    const f = i / steps;
    const A = Math.sin((1 - f) * d) / Math.sin(d);
    const B = Math.sin(f * d) / Math.sin(d);
    const x = A * Math.cos(lat1) * Math.cos(lon1) + B * Math.cos(lat2) * Math.cos(lon2);
    const y = A * Math.cos(lat1) * Math.sin(lon1) + B * Math.cos(lat2) * Math.sin(lon2);
    const z = A * Math.sin(lat1) + B * Math.sin(lat2);
    let lon = deg(Math.atan2(y, x));
    // Keep the line continuous across the antimeridian (the map wraps it).
    if (previousLon !== undefined) while (lon - previousLon > 180) lon -= 360;
    if (previousLon !== undefined) while (previousLon - lon > 180) lon += 360;
    previousLon = lon;
    points.push([lon, deg(Math.atan2(z, Math.sqrt(x * x + y * y)))]);
  }
  return points;
}

/** Routes with A→B and B→A (and repeats) collapsed into one. */
export function uniqueRoutes<T extends { start: RoutePoint; end: RoutePoint }>(routes: T[]): T[] {
  const seen = new Set<string>();
  return routes.filter((r) => {
    const key = [r.start.iata, r.end.iata].sort().join('-');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
