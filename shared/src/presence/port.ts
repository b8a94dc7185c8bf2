/** Realtime user status (spec §4): `UserStatus/{pk}` = 1 on sign-in, 0 on sign-out. */
export interface PresenceStore {
  setStatus(pk: number, status: 0 | 1): Promise<void>;
}
