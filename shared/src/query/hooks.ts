/** TanStack Query's hooks bound to the app's one client (./client.ts): no QueryClientProvider is needed. */
import {
  type QueryClient,
  useMutation as useMutationWith,
  useQueries as useQueriesWith,
  useQuery as useQueryWith,
} from '@tanstack/react-query';
import { queryClient } from './client';

export const useQuery = ((options: Parameters<typeof useQueryWith>[0], client?: QueryClient) =>
  useQueryWith(options, client ?? queryClient)) as typeof useQueryWith;

export const useQueries = ((options: Parameters<typeof useQueriesWith>[0], client?: QueryClient) =>
  useQueriesWith(options, client ?? queryClient)) as typeof useQueriesWith;

export const useMutation = ((options: Parameters<typeof useMutationWith>[0], client?: QueryClient) =>
  useMutationWith(options, client ?? queryClient)) as typeof useMutationWith;

export const useQueryClient = (): QueryClient => queryClient;
