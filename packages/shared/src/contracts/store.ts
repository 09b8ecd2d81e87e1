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
