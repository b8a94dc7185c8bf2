import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenUserPauses } from './when-user-pauses';

describe('work deferred until the person pauses', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once after 0.8 s without input, each tap or key starting the wait again', async () => {
    const work = vi.fn();
    whenUserPauses(work);
    await vi.advanceTimersByTimeAsync(700);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' }));
    await vi.advanceTimersByTimeAsync(700);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(700);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(work).toHaveBeenCalledTimes(1);
    // Done: later input does not run it again.
    window.dispatchEvent(new Event('pointerdown'));
    await vi.advanceTimersByTimeAsync(3000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', async () => {
    const work = vi.fn();
    const cancel = whenUserPauses(work);
    await vi.advanceTimersByTimeAsync(500);
    cancel();
    await vi.advanceTimersByTimeAsync(3000);
    expect(work).not.toHaveBeenCalled();
  });
});
