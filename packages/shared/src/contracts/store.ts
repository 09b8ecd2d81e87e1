/** GET /api/store/packages: the active packages, cheapest first, with their labels. */
export type StorePackage = {
  id: number;
  points: number;
  priceFils: number;
  badgeEn: string | null;
  badgeAr: string | null;
  /** The same games bought one at a time (DECISIONS.md 17). */
  fullPriceFils: number;
  savingsFils: number;
  /** Whole percent; 0 when the package saves nothing. */
  discountPercent: number;
  /** The last Kuwait day it is sold (a seasonal package), null when it has no end; the store hides it after. */
  saleTo: string | null;
};

/** A pass on sale (issue 31): for its days, creating a game costs nothing; points wait for later. */
export type StorePass = {
  id: number;
  nameEn: string;
  nameAr: string;
  days: number;
  priceFils: number;
  /** The last Kuwait day it is sold (a seasonal offer), null when it has no end; the store hides it after. */
  saleTo: string | null;
};

export type StorePackagesResponse = {
  packages: StorePackage[];
  passes: StorePass[];
  singleGamePriceFils: number | null;
  /** The built-in sandbox takes the payments of a public deployment (SANDBOX_IN_PRODUCTION): the store says so. */
  testPayments: boolean;
};

/** GET /api/store/my-pass: the caller's pass, while one is active. */
export type MyPassResponse = {
  pass: { nameEn: string; nameAr: string; until: string } | null;
};

/**
 * GET /api/store/featured: the offer the operators feature on the landing page (a package or a
 * pass), written out for the page, which is built once: its name (a pass) or games (a package),
 * its price and the last day it is sold in both calendars, in each language; null when none is
 * chosen or the chosen one is not on sale today (paused, or outside its sale days).
 */
export type FeaturedOffer = {
  kind: 'package' | 'pass';
  id: number;
  /** A package's games; null for a pass. */
  points: number | null;
  /** A pass's names; null for a package. */
  nameEn: string | null;
  nameAr: string | null;
  priceEn: string;
  priceAr: string;
  /** "10 Rajab / 19 December 2026" in each language; null without a last day. */
  untilEn: string | null;
  untilAr: string | null;
};
export type FeaturedOfferResponse = { featured: FeaturedOffer | null };

/** The operators' choice (GET and PUT /api/admin/featured-offer): nothing, or a package or pass by id. */
export type FeaturedOfferChoice = { kind: 'none' } | { kind: 'package' | 'pass'; id: number };
