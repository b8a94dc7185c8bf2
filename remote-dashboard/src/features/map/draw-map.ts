/**
 * The flight map's drawing (spec §9), loaded only when the map is about to be seen (./FlightMap.tsx): routes as
 * great-circle lines in blue, airports as points, zoom 5. It works offline: the base map is Natural Earth land
 * (world-atlas) drawn by maplibre; a hosted style from the runtime configuration (`maps.styleUrl`, `maps.key`)
 * replaces it.
 */
import { getConfig } from '@crewroster/shared/config';
import {
  type GeoJSONSourceSpecification,
  Map as MapLibreMap,
  type StyleSpecification,
  setWorkerUrl,
} from 'maplibre-gl';
import { feature } from 'topojson-client';
import land from 'world-atlas/land-110m.json';
import { greatCircle, type uniqueRoutes } from './great-circle';

const ROUTE_BLUE = '#2563eb';

// maplibre 6 runs its tile work in a module worker shipped as a separate file; webpack emits it as an asset.
setWorkerUrl(new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url).href);
const ZOOM = 5;

function offlineStyle(): StyleSpecification {
  // biome-ignore lint/suspicious/noExplicitAny: world-atlas ships untyped TopoJSON
  const topology = land as any;
  return {
    version: 8,
    sources: {
      land: {
        type: 'geojson',
        data: feature(topology, topology.objects.land) as unknown as GeoJSONSourceSpecification['data'],
      },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#dbeafe' } },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        paint: { 'fill-color': '#f8fafc', 'fill-outline-color': '#94a3b8' },
      },
    ],
  };
}

function hostedStyle(): string | undefined {
  const maps = getConfig().maps;
  if (!maps?.styleUrl) return undefined;
  if (!maps.key) return maps.styleUrl;
  const url = new URL(maps.styleUrl);
  url.searchParams.set('key', maps.key);
  return url.toString();
}

function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * Draws `lines` into `container`; returns the map's teardown, or undefined when it cannot draw here (no WebGL, or
 * maplibre failed to start).
 */
export function drawFlightMap(
  container: HTMLElement,
  lines: ReturnType<typeof uniqueRoutes>,
): (() => void) | undefined {
  if (!webglAvailable()) return undefined;
  const first = lines[0];
  let map: MapLibreMap;
  try {
    map = new MapLibreMap({
      container,
      // Offline, the bundled base map (kept by the service worker with the chunk) rather than a hosted style.
      style: (navigator.onLine ? hostedStyle() : undefined) ?? offlineStyle(),
      center: first ? [first.start.longitude, first.start.latitude] : [0, 30],
      zoom: ZOOM,
      attributionControl: false,
    });
  } catch (error) {
    console.error('The flight map could not start.', error);
    return undefined;
  }
  const airports = new Map(lines.flatMap((r) => [r.start, r.end]).map((a) => [a.iata, a]));
  map.on('load', () => {
    map.addSource('routes', {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: lines.map((r) => ({
          type: 'Feature',
          properties: { name: `${r.start.iata}–${r.end.iata}` },
          geometry: { type: 'LineString', coordinates: greatCircle(r.start, r.end) },
        })),
      },
    });
    map.addSource('airports', {
      type: 'geojson',
      data: {
        type: 'FeatureCollection',
        features: [...airports.values()].map((a) => ({
          type: 'Feature',
          properties: { iata: a.iata },
          geometry: { type: 'Point', coordinates: [a.longitude, a.latitude] },
        })),
      },
    });
    map.addLayer({
      id: 'routes',
      type: 'line',
      source: 'routes',
      paint: { 'line-color': ROUTE_BLUE, 'line-width': 2 },
    });
    map.addLayer({
      id: 'airports',
      type: 'circle',
      source: 'airports',
      paint: {
        'circle-radius': 4,
        'circle-color': '#ffffff',
        'circle-stroke-color': ROUTE_BLUE,
        'circle-stroke-width': 2,
      },
    });
    // Marks the first complete render of routes and airports (read by the dashboard benchmark in bench/).
    map.once('idle', () => map.getContainer().setAttribute('data-map-ready', 'true'));
  });
  return () => map.remove();
}
