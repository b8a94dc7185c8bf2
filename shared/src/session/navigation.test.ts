import fc from 'fast-check';
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
    '/.//evil.example',
    '/..//evil.example',
    '/a/..//evil.example',
    '/./%2F/evil.example',
  ])('rejects %j', (raw) => {
    expect(safeReturnPath(raw)).toBe('/home');
  });

  it('never returns a path a browser would take off this origin (fuzzed)', () => {
    const piece = fc.constantFrom(
      '/',
      '.',
      '..',
      '//',
      '\\',
      '%2F',
      '%2f',
      '%5C',
      '%252F',
      'evil.example',
      'a',
      '?',
      '#',
      ':',
      '@',
      '%09',
      '\t',
    );
    const path = fc.array(piece, { maxLength: 10 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(path, fc.string()), (raw) => {
        const out = safeReturnPath(raw);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//') || out.includes('\\')).toBe(false);
        // Resolved the way a browser resolves a link on our page, it stays on our origin.
        expect(new URL(out, 'https://crewroster.example/settings/').origin).toBe(
          'https://crewroster.example',
        );
      }),
      { numRuns: 3000 },
    );
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
