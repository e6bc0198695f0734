/**
 * Every key the element keeps in the page's storage, in one place: a search for a key lands
 * here, and the docs (docs/embedding.md) name the same. Kept apart from the storage code so the
 * landing page can tell whether there are saved builds without loading that code.
 */

/** Local storage: the keys spec 7 names, and the saved builds (docs/embedding.md "Saved builds"). */
export const storageKeys = {
  buildUrl: 'buildUrl',
  continueBuild: 'continueBuild',
  cta: 'CTA',
  savedBuilds: 'bpSavedBuilds',
  /** The last range list's codes, uids and years: a repeat visit asks for its range's vehicles at once (issue 31). */
  rememberedRanges: 'bpRangeIds',
} as const;

/** Session storage: what an element the page re-creates picks up, and the offer banner's state (spec 2). */
export const sessionKeys = {
  pricing: 'bpPricingAndLocation',
  build: 'bpLatestBuild',
  started: 'bpStartedBuilds',
  offerBannerCollapsed: 'offerBannerCollapsed',
} as const;
