export { type Credentials, forceLogout, refresh, register, signIn } from './auth';
export { fetchLogbookUser } from './logbook';
export {
  fetchJobTypes,
  type ReferencePage,
  searchAirlines,
  searchAirports,
} from './reference';
export { fetchMe, setUserStatus, updateUser, uploadAvatar } from './user';
