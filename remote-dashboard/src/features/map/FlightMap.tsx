/**
 * The flight map (spec §9). Its place, heading and description (the routes flown) are there from the first paint;
 * maplibre (./draw-map.ts, the heaviest part of the dashboard) loads and draws only when the map comes near the
 * viewport and the main thread is idle, so a phone shows the roster first. Without WebGL, or when the drawing
 * cannot load, the routes are listed instead.
 */
import { useTranslation } from '@crewroster/shared/i18n';
import type { Statistics } from '@crewroster/shared/schemas';
import { Box, Text } from '@crewroster/shared/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { DrawnMap } from './draw-map';
import { uniqueRoutes } from './great-circle';
import { useNearViewport } from './use-near-viewport';
import { whenUserPauses } from './when-user-pauses';

export function FlightMap({
  routes,
  headingId = 'map-heading',
}: {
  routes: Statistics['routes'];
  /** Id of the map's (hidden) heading; give another where a second map shows on the page. */
  headingId?: string;
}) {
  const { t } = useTranslation('dashboard');
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const lines = useMemo(() => uniqueRoutes(routes), [routes]);
  const near = useNearViewport(container);

  // The latest routes, for a map that finishes loading after they changed.
  const latest = useRef(lines);
  latest.current = lines;
  const drawn = useRef<DrawnMap | undefined>(undefined);
  const hasRoutes = lines.length > 0;

  // maplibre starts once, when the map is near; another range only changes what it shows.
  useEffect(() => {
    if (!near || failed || !hasRoutes) return;
    let cancelled = false;
    import('./draw-map').then(
      ({ drawFlightMap }) => {
        if (cancelled || !container.current) return;
        drawn.current = drawFlightMap(container.current, latest.current);
        if (!drawn.current) setFailed(true);
      },
      (error: unknown) => {
        console.error('The flight map could not load.', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      drawn.current?.remove();
      drawn.current = undefined;
    };
  }, [near, failed, hasRoutes]);
  // Another range's routes are drawn once the person pauses: a tap or key made meanwhile does not wait behind the
  // map's frames (issue 18).
  useEffect(() => {
    if (!drawn.current) return;
    return whenUserPauses(() => drawn.current?.show(lines));
  }, [lines]);

  const summary = lines.map((r) => `${r.start.iata}–${r.end.iata}`).join(', ');
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Text as="h2" id={headingId} srOnly>
        {t('map.heading')}
      </Text>
      {failed ? (
        <Box bg="bg" borderWidth="1px" borderRadius="lg" p="4">
          <Text fontWeight="semibold">{t('map.unavailable')}</Text>
          <Text color="fg.muted">{summary}</Text>
        </Box>
      ) : (
        <Box
          ref={container}
          role="img"
          aria-label={t('map.label', { routes: summary })}
          h="360px"
          bg="bg.muted"
          borderRadius="lg"
          overflow="hidden"
          position="relative"
          borderWidth="1px"
        />
      )}
      <Text fontSize="xs" color="fg.muted" mt="1">
        {t('map.credit')}
      </Text>
    </Box>
  );
}
