export * from './calls';
export { authorisedClient, guestClient } from './client';
export { errorBody, errorFields, errorMessage, errorStatus } from './errors';
