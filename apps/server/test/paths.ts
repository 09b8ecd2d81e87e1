import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SNAPSHOT_FILE = path.resolve(here, '../../../.tmp/pglite-migrated.tar');
