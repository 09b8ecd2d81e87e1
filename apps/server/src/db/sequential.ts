/**
 * Runs the queries one after another and gives their results in order, like Promise.all. Needed
 * wherever the database may be a transaction: a transaction is one PostgreSQL connection, and a
 * second query sent while one runs is queued by pg with a deprecation warning (pg 9 refuses it).
 */
export async function sequentially<T extends readonly unknown[]>(queries: {
  [K in keyof T]: () => PromiseLike<T[K]>;
}): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries) results.push(await query());
  return results as unknown as T;
}
