/** What other modules may use of this one (docs/decisions/004): import it from here, never from its files. */
export { exportContentFile, importContentFile, previewContentFile } from './console-files';
export { parseCsv } from './csv';
export { CSV_COLUMNS } from './content-labels';
