// Config sources (Backstage config-loader's sources/): one interface, the file and database
// sources, and the compiled-validator cache. The swap of the served tree is config-live's.
export { readFailure, type ConfigSource, type LoadedTree, type SourceWatch, type StagedTree } from './source.js';
export { fileSource } from './file-source.js';
export { databaseSource, PIN_KEEP_MS, RELEASES_CHANNEL, type DatabaseSourceOptions } from './database-source.js';
export { compiledValidators, validatorsOf, validatorUrls } from './validators.js';
export { WATCHED_DIRS } from './watch.js';
