import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { sessionStore, useSession } from './store';

it('useSession re-renders from the one vanilla store', () => {
  const { result } = renderHook(() => useSession((s) => s.status));
  act(() => sessionStore.setState({ status: 'anonymous' }));
  expect(result.current).toBe('anonymous');
  act(() => sessionStore.setState({ status: 'authenticated' }));
  expect(result.current).toBe('authenticated');
});
