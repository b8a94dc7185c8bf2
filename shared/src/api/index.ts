export * from './calls';
export { authorisedClient, guestClient } from './client';
export { errorFields, errorMessage, errorStatus } from './errors';
export { ensureFreshAccessToken, REFRESH_MARGIN_SECONDS, SessionExpiredError } from './refresh';
