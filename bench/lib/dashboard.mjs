// @ts-check
/**
 * The dashboard benchmark (issue 5): a signed-in crew member with a one-year roster opens /home in Chromium.
 * Measured in the page, not asserted:
 *  - data → first event-list paint: from the end of the /v2/event response to the frame after the first list row
 *    is in the document (and navigation → that paint);
 *  - scroll frame time: the virtualised list scrolled programmatically for 3 s (~100 px a frame): mean, p95 and
 *    longest frame, frames over 16.7 ms / 50 ms;
 *  - map ready: navigation → the map's first idle with routes and airports drawn (maplibre on SwiftShader WebGL; it
 *    starts when the map is near the viewport, so the bench scrolls to it after the list paint);
 *    whether it came after the list paint;
 *  - interaction to next paint (INP) as a person uses the page after it loads: the range choices, "Show history",
 *    the list scrolled with the keyboard, a duty opened and closed. Event Timing entries (Chromium's own measure of
 *    input → next paint) grouped by interaction; with fewer than 50 interactions INP is the slowest one.
 * Each figure is the median of `runs` cold loads, without and with a 4× CPU slowdown (CDP).
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath, median, percentile } from './util.mjs';

const INSTRUMENT = () => {
  /** @type {any} */
  const bench = {
    eventsResponseEnd: undefined,
    listPaint: undefined,
    mapReady: undefined,
    mapFallback: false,
  };
  // @ts-expect-error page global
  window.__bench = bench;
  bench.interactions = [];
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries()))
      if (e.interactionId)
        bench.interactions.push({
          id: e.interactionId,
          name: e.name,
          duration: e.duration,
          // Where the time went: waiting for the main thread, the handlers, then rendering to the next paint.
          delay: e.processingStart - e.startTime,
          handlers: e.processingEnd - e.processingStart,
          target: (e.target?.getAttribute?.('aria-label') || e.target?.textContent || e.target?.tagName || '')
            .trim()
            .slice(0, 40),
        });
    // @ts-expect-error durationThreshold is an Event Timing option
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (/\/v2\/event(\?|$)/.test(e.name)) bench.eventsResponseEnd = /** @type {any} */ (e).responseEnd;
  }).observe({ type: 'resource', buffered: true });
  const check = () => {
    if (
      bench.listPaint === undefined &&
      document.querySelector('section[aria-labelledby="events-heading"] li')
    ) {
      bench.listPaint = -1;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          bench.listPaint = performance.now();
        }),
      );
    }
    if (bench.mapReady === undefined && document.querySelector('[data-map-ready]'))
      bench.mapReady = performance.now();
    if (
      !bench.mapFallback &&
      document.querySelector('section[aria-labelledby="map-heading"] [role="img"]') === null
    ) {
      if (document.querySelector('section[aria-labelledby="map-heading"]')) bench.mapFallback = true;
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
};

const SCROLL = async () => {
  const scroller = /** @type {HTMLElement | null} */ (
    document.querySelector('section[aria-labelledby="events-heading"] [role="region"]')
  );
  if (!scroller) return { frames: [], idle: [], longTasks: 0, rows: 0 };
  let longTasks = 0;
  const observer = new PerformanceObserver((l) => {
    longTasks += l.getEntries().length;
  });
  observer.observe({ type: 'longtask' });
  // The same page's frames with nothing scrolling: what this browser does at best here (headless, no GPU).
  const idle = [];
  await new Promise((resolve) => {
    let last = performance.now();
    const until = last + 1000;
    const tick = (/** @type {number} */ now) => {
      idle.push(now - last);
      last = now;
      if (now < until) requestAnimationFrame(tick);
      else resolve(undefined);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  });
  const frames = [];
  await new Promise((resolve) => {
    const until = performance.now() + 3000;
    let last = performance.now();
    const step = (/** @type {number} */ now) => {
      frames.push(now - last);
      last = now;
      scroller.scrollTop += 100;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2) scroller.scrollTop = 0;
      if (now < until) requestAnimationFrame(step);
      else resolve(undefined);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(step);
    });
  });
  observer.disconnect();
  return { frames, idle, longTasks, rows: scroller.querySelectorAll('li').length };
};

/** The interactions a person makes on /home after it loads, each once the page is quiet again. */
async function interact(/** @type {import('playwright-core').Page} */ page) {
  const settled = async () => {
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(300);
  };
  const list = page.locator('section[aria-labelledby="events-heading"] [role="region"]');
  await page.evaluate(() => {
    /** @type {any} */ (window).__bench.interactions = [];
  });
  for (const name of ['Next 30 days', 'Next 7 days', 'All events', 'Show history']) {
    await page.getByRole('button', { name, exact: true }).click();
    await settled();
  }
  await list.focus();
  for (const key of ['PageDown', 'PageDown', 'ArrowDown', 'End', 'Home']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(200);
  }
  const row = list.locator('li button').first();
  await row.click();
  await page.waitForTimeout(300);
  await row.click();
  await page.waitForTimeout(500);
  /** @type {{ id: number, name: string, duration: number, delay: number, handlers: number, target: string }[]} */
  const entries = await page.evaluate(() => /** @type {any} */ (window).__bench.interactions);
  /** @type {Map<number, { duration: number, what: string }>} */
  const byInteraction = new Map();
  for (const e of entries) {
    const was = byInteraction.get(e.id);
    if (!was || e.duration > was.duration)
      byInteraction.set(e.id, {
        duration: e.duration,
        what: `${e.name} ${e.target} (input delay ${Math.round(e.delay)} ms, handlers ${Math.round(e.handlers)} ms)`,
      });
  }
  const worst = [...byInteraction.values()].sort((a, b) => b.duration - a.duration)[0];
  return { inpMs: worst?.duration ?? 0, inpWhat: worst?.what ?? '', interactions: byInteraction.size };
}

/**
 * @param {{ shell: string, signIn: () => Promise<object>, runs?: number, log?: (s: string) => void }} o
 */
export async function dashboardBench({ shell, signIn, runs = 3, log = () => {} }) {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    // WebGL without a GPU: SwiftShader, so the map really draws.
    args: [...CHROMIUM_FLAGS, '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
  });
  const out = [];
  try {
    for (const slowdown of [1, 4]) {
      const samples = [];
      for (let i = 0; i < runs; i++) {
        const tokens = await signIn();
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await context.addInitScript((stored) => {
          localStorage.setItem('crewroster.session.main', JSON.stringify(stored));
        }, tokens);
        await context.addInitScript(INSTRUMENT);
        const page = await context.newPage();
        if (slowdown > 1) {
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        }
        await page.goto(`${shell}/home`);
        await page.waitForFunction(() => /** @type {any} */ (window.__bench?.listPaint ?? -1) > 0, null, {
          timeout: 60_000,
        });
        // The map draws once near the viewport (after the list, when the main thread is idle): go to it as a
        // person would, in case this viewport does not already show it.
        await page.locator('section[aria-labelledby="map-heading"]').scrollIntoViewIfNeeded();
        await page
          .waitForFunction(
            () => {
              const b = /** @type {any} */ (window).__bench;
              return b.mapReady !== undefined || b.mapFallback;
            },
            null,
            { timeout: 60_000 },
          )
          .catch(() => {});
        const marks = await page.evaluate(() => /** @type {any} */ (window).__bench);
        const rows = await page.locator('section[aria-labelledby="events-heading"] li').count();
        const label = await page
          .locator('section[aria-labelledby="events-heading"] [role="region"]')
          .getAttribute('aria-label');
        const scroll = await page.evaluate(SCROLL);
        const inp = await interact(page);
        await context.close();
        const frames = scroll.frames;
        const sample = {
          eventsResponseEndMs: marks.eventsResponseEnd,
          dataToListPaintMs: marks.listPaint - marks.eventsResponseEnd,
          navigationToListPaintMs: marks.listPaint,
          navigationToMapReadyMs: marks.mapReady,
          mapAfterList: marks.mapReady === undefined ? undefined : marks.mapReady >= marks.listPaint,
          mapFallback: marks.mapFallback,
          rowsInDocument: rows,
          listLabel: label,
          scrollFrames: frames.length,
          idleFrameMeanMs: scroll.idle.reduce((a, b) => a + b, 0) / Math.max(1, scroll.idle.length),
          frameMeanMs: frames.reduce((a, b) => a + b, 0) / Math.max(1, frames.length),
          frameP95Ms: percentile(frames, 95),
          frameMaxMs: Math.max(0, ...frames),
          framesOver25: frames.filter((f) => f > 16.7 * 1.5).length,
          framesOver50: frames.filter((f) => f > 50).length,
          longTasks: scroll.longTasks,
          ...inp,
        };
        samples.push(sample);
        log(
          `  dashboard ×${slowdown} #${i + 1}: data→list ${Math.round(sample.dataToListPaintMs)} ms, nav→list ${Math.round(sample.navigationToListPaintMs)} ms, map ${sample.navigationToMapReadyMs === undefined ? (sample.mapFallback ? 'fallback (no WebGL)' : 'not ready') : `${Math.round(sample.navigationToMapReadyMs)} ms`}, frames mean ${sample.frameMeanMs.toFixed(1)} ms (idle ${sample.idleFrameMeanMs.toFixed(1)} ms) p95 ${sample.frameP95Ms.toFixed(1)} ms max ${sample.frameMaxMs.toFixed(1)} ms, INP ${Math.round(sample.inpMs)} ms (${sample.inpWhat}; ${sample.interactions} interactions)`,
        );
      }
      const m = (/** @type {string} */ key) => median(samples.map((s) => /** @type {any} */ (s)[key]));
      out.push({
        cpuSlowdown: slowdown,
        runs,
        dataToListPaintMs: m('dataToListPaintMs'),
        navigationToListPaintMs: m('navigationToListPaintMs'),
        eventsResponseEndMs: m('eventsResponseEndMs'),
        navigationToMapReadyMs: m('navigationToMapReadyMs'),
        mapAfterList: samples.every((s) => s.mapAfterList === true),
        mapFallback: samples.some((s) => s.mapFallback),
        idleFrameMeanMs: m('idleFrameMeanMs'),
        frameMeanMs: m('frameMeanMs'),
        frameP95Ms: m('frameP95Ms'),
        frameMaxMs: m('frameMaxMs'),
        framesOver25: m('framesOver25'),
        framesOver50: m('framesOver50'),
        scrollFrames: m('scrollFrames'),
        longTasks: m('longTasks'),
        rowsInDocument: m('rowsInDocument'),
        inpMs: m('inpMs'),
        interactions: m('interactions'),
        inpWhat: samples.map((s) => s.inpWhat),
        listLabel: samples[0]?.listLabel,
        samples,
      });
    }
  } finally {
    await browser.close();
  }
  return out;
}
