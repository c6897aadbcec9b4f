/**
 * The claims the home and about pages show beside each other ("50+ accommodations", "4.9/5 rating"):
 * the owner's own figures, set in the business settings. Until set they are the product
 * description's marketing figures (docs/product.md#overview); a claim set blank is not shown, so a
 * real business never shows a number it does not have.
 */
export const SITE_CLAIM_KEYS = ['accommodations', 'tours', 'vehicles', 'guests', 'rating', 'satisfaction'] as const;
export type SiteClaimKey = (typeof SITE_CLAIM_KEYS)[number];
export type SiteClaims = Record<SiteClaimKey, string>;

/** The figures until the owner sets theirs. */
export const DEFAULT_SITE_CLAIMS: Readonly<SiteClaims> = {
  accommodations: '50+',
  tours: '25+',
  vehicles: '30+',
  guests: '500+',
  rating: '4.9/5',
  satisfaction: '98%',
};

/** Longest claim figure, characters ('1,200+', '4.9/5'). */
export const SITE_CLAIM_MAX = 12;

/** The claims to show, in order: those set (not blank). */
export const shownClaims = (claims: SiteClaims): { key: SiteClaimKey; value: string }[] =>
  SITE_CLAIM_KEYS.filter((key) => claims[key]).map((key) => ({ key, value: claims[key] }));
