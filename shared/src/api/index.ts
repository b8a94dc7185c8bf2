export * from './calls';
export { authorisedClient, guestClient } from './client';
export { errorFields, errorMessage, errorStatus } from './errors';
