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
};

export type StorePackagesResponse = {
  packages: StorePackage[];
  singleGamePriceFils: number | null;
  /** The built-in sandbox takes the payments of a public deployment (SANDBOX_IN_PRODUCTION): the store says so. */
  testPayments: boolean;
};
