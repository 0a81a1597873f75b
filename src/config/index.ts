// Public API of the config tree, shared by the server, the scripts and the browser build.
export { checkConfigTree, checkFileShape, configErrors, formatConfigIssues, lintTree, loadCheckedConfigTree, loadCheckedRelease, type CheckOptions } from './check.js';
export { readReleaseFiles } from './files.js';
export { isReleasePath, jsonFileText, parseReleaseTexts, RELEASE_DIRS, type ReleaseFiles, type ReleaseTexts } from './release-layout.js';
export { loadConfigTree } from './load.js';
export { mergePatch } from './merge-patch.js';
export {
  DEFAULT_PARTNER_ID, normalizeOrigin, partnerById, partnerConfigView, partnerForOrigin, resolveForm, resolveJourney, resolveLocale,
  type PartnerConfigView, type ResolvedForm, type ResolvedTab,
} from './resolve.js';
export { canonicalJson, validatorIdFor } from './validator-id.js';
export { enumOptions, expandXEnum, X_ENUM_CATALOGS, type XEnumCatalog } from './x-enum.js';
export type * from './types.js';
