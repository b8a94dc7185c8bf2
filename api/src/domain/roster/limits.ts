/** Bounded storage: a roster import and an account hold a bounded number of events. */
export interface EventLimits {
  maxEventsPerImport: number;
  maxEventsPerUser: number;
}

export const rosterLimitMessages = {
  perImport: (max: number) =>
    `This roster has more than ${max.toLocaleString('en-US')} duties. Please upload a shorter period.`,
  perUser: (max: number) =>
    `Your account can hold at most ${max.toLocaleString('en-US')} duties. Delete old ones or turn on roster auto-delete in the settings.`,
};
