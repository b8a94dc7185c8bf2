import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAppLink } from './open-app';

describe('openAppLink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the browser to the link; nothing takes over within the wait → not opened', async () => {
    const navigate = vi.fn();
    const opened = openAppLink('logten://v2/addEntities?package=x', { navigate });
    expect(navigate).toHaveBeenCalledWith('logten://v2/addEntities?package=x');
    await vi.advanceTimersByTimeAsync(1999);
    let settled = false;
    void opened.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(opened).resolves.toBe(false);
  });

  it('the window losing focus (the app or its prompt took over) → opened', async () => {
    const opened = openAppLink('crewalert://import?roster=x', {
      navigate: () => setTimeout(() => window.dispatchEvent(new Event('blur')), 300),
    });
    await vi.advanceTimersByTimeAsync(300);
    await expect(opened).resolves.toBe(true);
  });

  it('the page being hidden → opened', async () => {
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const opened = openAppLink('safelog://import?flights=x', {
      navigate: () => document.dispatchEvent(new Event('visibilitychange')),
    });
    await expect(opened).resolves.toBe(true);
    visibility.mockRestore();
  });

  it('an abort stops the wait; an aborted signal does not navigate at all', async () => {
    const controller = new AbortController();
    const opened = openAppLink('logten://x', { navigate: () => {}, signal: controller.signal });
    controller.abort();
    await expect(opened).resolves.toBe(false);

    const navigate = vi.fn();
    await expect(openAppLink('logten://x', { navigate, signal: controller.signal })).resolves.toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('listeners are removed once settled: a later blur changes nothing', async () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const opened = openAppLink('logten://x', { navigate: () => {} });
    await vi.advanceTimersByTimeAsync(2000);
    await expect(opened).resolves.toBe(false);
    expect(remove).toHaveBeenCalledWith('blur', expect.any(Function));
    remove.mockRestore();
  });
});
