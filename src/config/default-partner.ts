// The insurer's own partner and source business id, in a module of their own: the browser's entry
// reads the id (the tab's title), and importing it from resolve.ts would put resolve.ts, and what
// the studio uses of it (merge patches, validator ids, Arabic findings), in every page's first load.
export const DEFAULT_PARTNER_ID = 'default';
/** The source business id of the insurer's own site when its file gives none (the spec's default). */
export const DEFAULT_SRC_BUS_ID = 'CP';
