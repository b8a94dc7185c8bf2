import { describe, expect, it } from 'vitest';
import { closedRange, quickRange, withHistory } from './range';
import { canApply, clickDay, emptySelection } from './selection';

const today = new Date(2026, 10, 22); // 22 Nov 2026, local

describe('quick ranges', () => {
  it('next 7 days is today plus 6', () => {
    expect(quickRange('next7', today)).toEqual({ kind: 'next7', start: '2026-11-22', end: '2026-11-28' });
  });
  it('next 30 days', () => {
    expect(quickRange('next30', today)).toEqual({ kind: 'next30', start: '2026-11-22', end: '2026-12-21' });
  });
  it('all loads from 6 months back, open-ended', () => {
    expect(quickRange('all', today)).toEqual({ kind: 'all', start: '2026-05-22', end: null });
  });
});

describe('show history', () => {
  it('goes 6 months before the earliest loaded event', () => {
    const range = quickRange('all', today);
    expect(withHistory(range, '2026-03-10').start).toBe('2025-09-10');
  });
  it('goes 6 months before the range start when nothing earlier was loaded', () => {
    expect(withHistory(quickRange('all', today), null).start).toBe('2025-11-22');
  });
});

describe('closed ranges', () => {
  it('exports of all events use the spec dates', () => {
    expect(closedRange(quickRange('all', today), 'export')).toEqual({
      start: '1950-01-01',
      end: '9999-12-30',
    });
  });
  it('statistics of all events run from the loaded start', () => {
    expect(closedRange(quickRange('all', today), 'statistics')).toEqual({
      start: '2026-05-22',
      end: '9999-12-30',
    });
  });
});

describe('range picker clicks', () => {
  it('first click starts, second click on or after the start ends', () => {
    const started = clickDay(emptySelection, '2026-11-10');
    expect(started).toEqual({ start: '2026-11-10', end: null });
    expect(canApply(started)).toBe(false);
    const done = clickDay(started, '2026-11-12');
    expect(done).toEqual({ start: '2026-11-10', end: '2026-11-12' });
    expect(canApply(done)).toBe(true);
    expect(clickDay(started, '2026-11-10')).toEqual({ start: '2026-11-10', end: '2026-11-10' });
  });
  it('a second click before the start restarts', () => {
    expect(clickDay({ start: '2026-11-10', end: null }, '2026-11-01')).toEqual({
      start: '2026-11-01',
      end: null,
    });
  });
  it('a click after a completed range restarts', () => {
    expect(clickDay({ start: '2026-11-10', end: '2026-11-12' }, '2026-11-20')).toEqual({
      start: '2026-11-20',
      end: null,
    });
  });
});
