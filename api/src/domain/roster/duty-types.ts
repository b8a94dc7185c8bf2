import { DUTY_TYPES } from '@crewroster/shared/schemas';

/** Description and icon name per duty type (Event.dutyTypeDescription / dutyTypeIconName). */
export const DUTY_TYPE_INFO: Record<number, { description: string; icon: string }> = {
  [DUTY_TYPES.unknown]: { description: 'Unknown', icon: 'unknown' },
  [DUTY_TYPES.dayOff]: { description: 'Day off', icon: 'day-off' },
  [DUTY_TYPES.flight]: { description: 'Flight', icon: 'flight' },
  [DUTY_TYPES.positioning]: { description: 'Positioning', icon: 'positioning' },
  [DUTY_TYPES.transport]: { description: 'Transport', icon: 'transport' },
  [DUTY_TYPES.report]: { description: 'Report', icon: 'report' },
  [DUTY_TYPES.layover]: { description: 'Layover', icon: 'layover' },
  [DUTY_TYPES.simulator]: { description: 'Simulator', icon: 'simulator' },
  [DUTY_TYPES.standby]: { description: 'Standby', icon: 'standby' },
  [DUTY_TYPES.office]: { description: 'Office', icon: 'office' },
  [DUTY_TYPES.info]: { description: 'Info', icon: 'info' },
  [DUTY_TYPES.course]: { description: 'Course', icon: 'course' },
  [DUTY_TYPES.personal]: { description: 'Personal', icon: 'personal' },
  [DUTY_TYPES.working]: { description: 'Working', icon: 'working' },
  [DUTY_TYPES.noDuty]: { description: 'No duty', icon: 'no-duty' },
  [DUTY_TYPES.debrief]: { description: 'Debrief', icon: 'debrief' },
  [DUTY_TYPES.pickup]: { description: 'Pickup', icon: 'pickup' },
  [DUTY_TYPES.checkOut]: { description: 'Check out', icon: 'check-out' },
  [DUTY_TYPES.checkIn]: { description: 'Check in', icon: 'check-in' },
  [DUTY_TYPES.hotel]: { description: 'Hotel', icon: 'hotel' },
};

export function dutyTypeInfo(type: number): { description: string; icon: string } {
  return DUTY_TYPE_INFO[type] ?? { description: 'Unknown', icon: 'unknown' };
}

/** Duty types that count as duty time in the statistics (rest, days off and hotels do not). */
export const ON_DUTY_TYPES: ReadonlySet<number> = new Set([
  DUTY_TYPES.flight,
  DUTY_TYPES.positioning,
  DUTY_TYPES.transport,
  DUTY_TYPES.report,
  DUTY_TYPES.simulator,
  DUTY_TYPES.standby,
  DUTY_TYPES.office,
  DUTY_TYPES.course,
  DUTY_TYPES.working,
  DUTY_TYPES.debrief,
  DUTY_TYPES.pickup,
  DUTY_TYPES.checkOut,
  DUTY_TYPES.checkIn,
]);
