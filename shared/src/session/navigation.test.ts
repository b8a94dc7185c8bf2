import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPath, navigateTo, returnPathParam, safeReturnPath, setNavigator } from './navigation';

describe('safeReturnPath', () => {
  it.each([
    ['/settings/profile?x=1', '/settings/profile?x=1'],
    ['/home', '/home'],
    ['/settings/profile#avatar', '/settings/profile#avatar'],
    ['/search?q=a%20b', '/search?q=a%20b'],
  ])('accepts %s', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  it.each([
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '\\\\evil',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%255C%255Cevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    ' /home',
    'home',
    '',
    '/%E0%A4%A',
  ])('rejects %j', (raw) => {
    expect(safeReturnPath(raw)).toBe('/home');
  });

  it('returns the given fallback for null, undefined and rejected input', () => {
    expect(safeReturnPath(null)).toBe('/home');
    expect(safeReturnPath(undefined, '/logbook')).toBe('/logbook');
    expect(safeReturnPath('//evil.example', '/download-app')).toBe('/download-app');
  });
});

describe('navigation port', () => {
  afterEach(() => setNavigator(null));

  it('uses the registered navigator', () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    navigateTo('/sign-in', { replace: true });
    expect(navigate).toHaveBeenCalledWith('/sign-in', { replace: true });
  });

  it('falls back to a page load without one', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    navigateTo('/sign-in');
    expect(assign).toHaveBeenCalledWith('/sign-in');
  });

  it('reports the current path with search and hash, and names the return parameter', () => {
    window.history.replaceState(null, '', '/settings/profile?x=1#a');
    expect(currentPath()).toBe('/settings/profile?x=1#a');
    expect(returnPathParam).toBe('from');
  });
});
