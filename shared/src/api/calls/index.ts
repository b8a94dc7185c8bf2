export { type Credentials, forceLogout, refresh, register, signIn } from './auth';
export { fetchLogbookUser } from './logbook';
export { fetchMe, setUserStatus } from './user';
