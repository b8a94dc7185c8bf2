/** How long without a tap, key or wheel counts as a pause. */
const QUIET_MS = 800;
const INPUTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Runs `work` once the person has not tapped, typed or scrolled with the wheel for `QUIET_MS` and the main thread is
 * then idle (an idle callback, at most a second later). For work nobody waits on that keeps the main thread busy
 * for a while: the flight map redrawing another range's routes takes a few frames of 0.1–0.3 s each on a phone,
 * and a tap or key made meanwhile waits for them (issue 18). Returns a cancel function.
 */
export function whenUserPauses(work: () => void): () => void {
  let timer: number | undefined;
  let idle: number | undefined;
  const fire = () => {
    stop();
    work();
  };
  const run = () => {
    timer = undefined;
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(fire, { timeout: 1000 })
        : window.setTimeout(fire, 0);
  };
  const restart = () => {
    if (idle !== undefined) cancelIdle(idle);
    idle = undefined;
    window.clearTimeout(timer);
    timer = window.setTimeout(run, QUIET_MS);
  };
  const stop = () => {
    for (const type of INPUTS) window.removeEventListener(type, restart, true);
    window.clearTimeout(timer);
    if (idle !== undefined) cancelIdle(idle);
  };
  for (const type of INPUTS) window.addEventListener(type, restart, { capture: true, passive: true });
  restart();
  return stop;
}

function cancelIdle(handle: number) {
  if (typeof cancelIdleCallback === 'function') cancelIdleCallback(handle);
  else window.clearTimeout(handle);
}
