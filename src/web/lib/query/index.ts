export { keepPreviousData, QueryClient, queryOptions, type QueryKey, type QueryOptions, type QueryState } from './query-client';
export { QueryClientProvider, useQuery, useQueryClient, type QueryResult } from './use-query';
