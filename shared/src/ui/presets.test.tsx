import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AVATAR_SIZES } from './presets';
import { UiProvider } from './provider';
import { Tooltip } from './tooltip';
import { UserAvatar } from './user-avatar';

describe('spec §9 presets', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('avatars come in the five sizes of the spec: 2.5, 3, 4, 5 and 6 rem', () => {
    expect(Object.values(AVATAR_SIZES)).toEqual(['2.5rem', '3rem', '4rem', '5rem', '6rem']);
    render(
      <UiProvider>
        <UserAvatar size="xs" name="Amelia Earhart" alt="" />
        <UserAvatar size="xl" name="Bessie Coleman" alt="" />
      </UiProvider>,
    );
    const small = screen.getByText('AE').closest('[data-size-preset]') as HTMLElement;
    const large = screen.getByText('BC').closest('[data-size-preset]') as HTMLElement;
    expect(small.style.getPropertyValue('--avatar-size')).toBe('2.5rem');
    expect(large.style.getPropertyValue('--avatar-size')).toBe('6rem');
  });

  it('a tooltip opens 250 ms after the pointer arrives and closes 400 ms after it leaves', async () => {
    vi.useFakeTimers();
    render(
      <UiProvider>
        <Tooltip content="Next month">
          <button type="button">›</button>
        </Tooltip>
      </UiProvider>,
    );
    const trigger = screen.getByRole('button', { name: '›' });
    const tooltip = () => screen.queryByText('Next month');
    fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(240));
    expect(tooltip()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(tooltip()).not.toBeNull();
    expect(trigger.getAttribute('data-state')).toBe('open');

    fireEvent.pointerLeave(trigger, { pointerType: 'mouse' });
    await act(() => vi.advanceTimersByTimeAsync(380));
    expect(trigger.getAttribute('data-state')).toBe('open');
    await act(() => vi.advanceTimersByTimeAsync(40));
    expect(trigger.getAttribute('data-state')).toBe('closed');
  });
});
