import { dataKey } from '@/config/dataKey';
import type { DataQuery } from '@/prerender';

/** A request to an endpoint as a view's data (`useData`): its key follows from the endpoint and the parameters sent. */
export const apiQuery = <P extends object, T>(endpoint: string, params: P, load: (params: P) => Promise<T>): DataQuery<T> => ({
  key: dataKey(endpoint, params),
  load: () => load(params),
});

type Answers<Q> = { [K in keyof Q]: Q[K] extends DataQuery<infer T> ? T : never };

/** Several requests as one view's data, asked together: its key names each; `shape` makes one value of their answers. */
export const allOf = <const Q extends readonly DataQuery<unknown>[], R>(queries: Q, shape: (answers: Answers<Q>) => R): DataQuery<R> => ({
  key: queries.map((q) => q.key).join(' + '),
  load: async () => shape((await Promise.all(queries.map((q) => q.load()))) as Answers<Q>),
});
