import type { Config } from './config';
import type { Database, Db } from './db/client';

/** Everything a module needs, built once at start and passed down (no globals). */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
};
