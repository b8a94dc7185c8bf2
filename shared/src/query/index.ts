/**
 * Server data (TanStack Query): the only import path to it, so every app uses the one library copy and the one
 * client `shared` holds (hooks bound to it, no provider). Reads are queries, writes mutations that refresh what
 * they change.
 */
export {
  type DehydratedState,
  dehydrate,
  hydrate,
  keepPreviousData,
  onlineManager,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
} from '@tanstack/react-query';
export {
  airlinesQuery,
  airportsQuery,
  jobTypesQuery,
  referenceKeys,
  useUpdateUser,
  useUploadAvatar,
} from './account';
export { queryClient } from './client';
export { useDebouncedValue } from './debounced';
export { useMutation, useQueries, useQuery, useQueryClient } from './hooks';
