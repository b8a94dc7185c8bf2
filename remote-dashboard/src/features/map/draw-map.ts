/**
 * The flight map's drawing (spec §9), loaded only when the map is about to be seen (./FlightMap.tsx): routes as
 * great-circle lines in blue, airports as points, zoom 5. It works offline: the base map is Natural Earth land
 * (world-atlas) drawn by maplibre; a hosted style from the runtime configuration (`maps.styleUrl`, `maps.key`)
 * replaces it.
 */
import { getConfig } from '@crewroster/shared/config';
import {
  type GeoJSONSource,
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

type Lines = ReturnType<typeof uniqueRoutes>;

/** The map's GeoJSON: great-circle routes and the airports at their ends. */
function routesData(lines: Lines): GeoJSONSourceSpecification['data'] {
  return {
    type: 'FeatureCollection',
    features: lines.map((r) => ({
      type: 'Feature',
      properties: { name: `${r.start.iata}–${r.end.iata}` },
      geometry: { type: 'LineString', coordinates: greatCircle(r.start, r.end) },
    })),
  };
}
function airportsData(lines: Lines): GeoJSONSourceSpecification['data'] {
  const airports = new Map(lines.flatMap((r) => [r.start, r.end]).map((a) => [a.iata, a]));
  return {
    type: 'FeatureCollection',
    features: [...airports.values()].map((a) => ({
      type: 'Feature',
      properties: { iata: a.iata },
      geometry: { type: 'Point', coordinates: [a.longitude, a.latitude] },
    })),
  };
}

/** Names the routes drawn once they are on screen (`data-map-routes`; browser tests compare it with the map's label). */
function markDrawn(map: MapLibreMap, lines: Lines) {
  const names = lines.map((r) => `${r.start.iata}–${r.end.iata}`).join(', ');
  map.once('idle', () => map.getContainer().setAttribute('data-map-routes', names));
}

export interface DrawnMap {
  /** Shows other routes (another range) on the same map: new data, not a new map (starting one is the costly part). */
  show(lines: Lines): void;
  remove(): void;
}

/**
 * Draws `lines` into `container`; returns the drawn map, or undefined when it cannot draw here (no WebGL, or
 * maplibre failed to start).
 */
export function drawFlightMap(container: HTMLElement, lines: Lines): DrawnMap | undefined {
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
  let shown = lines;
  let loaded = false;
  map.on('load', () => {
    loaded = true;
    map.addSource('routes', { type: 'geojson', data: routesData(shown) });
    map.addSource('airports', { type: 'geojson', data: airportsData(shown) });
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
    markDrawn(map, shown);
  });
  return {
    show(lines) {
      if (lines === shown) return;
      shown = lines;
      if (!loaded) return; // drawn on load
      const start = lines[0]?.start;
      if (start) map.jumpTo({ center: [start.longitude, start.latitude] });
      (map.getSource('routes') as GeoJSONSource | undefined)?.setData(routesData(lines));
      (map.getSource('airports') as GeoJSONSource | undefined)?.setData(airportsData(lines));
      markDrawn(map, lines);
    },
    remove: () => map.remove(),
  };
}
