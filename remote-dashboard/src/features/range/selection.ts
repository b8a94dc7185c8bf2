/**
 * Clicks in the custom range calendar (spec §4 Date-range picker): the first click sets the start; a second click
 * on or after the start sets the end; a second click before the start, or any click after a completed range,
 * restarts the selection. Apply needs a start and an end.
 */
export interface Selection {
  start: string | null;
  end: string | null;
}

export const emptySelection: Selection = { start: null, end: null };

export function clickDay(selection: Selection, clicked: string): Selection {
  if (!selection.start || selection.end) return { start: clicked, end: null };
  if (clicked < selection.start) return { start: clicked, end: null };
  return { start: selection.start, end: clicked };
}

export const canApply = (selection: Selection): selection is { start: string; end: string } =>
  Boolean(selection.start && selection.end);
