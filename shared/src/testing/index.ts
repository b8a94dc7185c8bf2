/** Helpers for the remotes' page tests (not part of shared's public surface; nothing here ships). */
export { failNetwork, failWithStatus, holdRequests } from './faults';
export { type Account, connectReferenceApi, linkIn, type ReferenceApi } from './reference-api';
export { renderPage } from './render-page';
export { signedInAccount } from './session';
