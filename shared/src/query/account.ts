/**
 * Server data more than one remote reads or writes (auth's complete-profile page and the settings' profile):
 * the reference lists of the pickers and the user's own record. The user lives in the session store (the shell's
 * header reads it there), so writing it means putting the API's answer there, or reloading it.
 */

import {
  fetchJobTypes,
  searchAirlines,
  searchAirports,
  updateUser,
  uploadAvatar,
} from '@crewroster/shared/api';
import { sessionStore } from '@crewroster/shared/session';
import { queryOptions } from '@tanstack/react-query';
import { useMutation } from './hooks';

export const referenceKeys = {
  all: ['reference'] as const,
  jobTypes: () => [...referenceKeys.all, 'jobtypes'] as const,
  airlines: (q: string, page: number) => [...referenceKeys.all, 'airlines', q, page] as const,
  airports: (q: string, page: number) => [...referenceKeys.all, 'airports', q, page] as const,
};

// Reference lists change with a release of the data, not while a page is open.
const REFERENCE_STALE_MS = 10 * 60_000;

/** The positions (GET v2/jobtype). */
export const jobTypesQuery = () =>
  queryOptions({ queryKey: referenceKeys.jobTypes(), queryFn: fetchJobTypes, staleTime: REFERENCE_STALE_MS });

/** One page of airlines matching `q` (GET v2/airline). */
export const airlinesQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: referenceKeys.airlines(q, page),
    queryFn: () => searchAirlines(q, page),
    staleTime: REFERENCE_STALE_MS,
  });

/** One page of airports matching `q` (GET v2/airport). */
export const airportsQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: referenceKeys.airports(q, page),
    queryFn: () => searchAirports(q, page),
    staleTime: REFERENCE_STALE_MS,
  });

/** PUT v2/user; the answer is the new user, which the session (and so the header) shows at once. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (me) => sessionStore.setState({ me }),
  });
}

/** POST v2/user/avatar, then the user is reloaded so every avatar (the header's too) shows the new picture. */
export function useUploadAvatar() {
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => sessionStore.getState().reloadUser('main'),
  });
}
