/**
 * Package labels (DECISIONS.md 17): discount and savings are computed against the single-game
 * price, i.e. what the same number of games would cost bought one at a time.
 */
export type PricedPackage = { points: number; priceFils: number };

/** The price of one game: the 1-point package, else the dearest price per point on offer. */
export function singleGamePriceFils(packages: readonly PricedPackage[]): number | null {
  const single = packages.find((p) => p.points === 1);
  if (single) return single.priceFils;
  let best: number | null = null;
  for (const p of packages) {
    if (p.points <= 0) continue;
    const perPoint = Math.round(p.priceFils / p.points);
    if (best === null || perPoint > best) best = perPoint;
  }
  return best;
}

export type PackageSavings = {
  /** What the same games cost at the single-game price. */
  fullPriceFils: number;
  /** fullPrice - price, never below 0. */
  savingsFils: number;
  /** Whole percent, rounded down (8.33 % shows as 8 %); 0 for no saving. */
  discountPercent: number;
};

export function packageSavings(pkg: PricedPackage, singlePriceFils: number | null): PackageSavings {
  if (!singlePriceFils || singlePriceFils <= 0) {
    return { fullPriceFils: pkg.priceFils, savingsFils: 0, discountPercent: 0 };
  }
  const fullPriceFils = singlePriceFils * pkg.points;
  const savingsFils = Math.max(0, fullPriceFils - pkg.priceFils);
  const discountPercent = fullPriceFils > 0 ? Math.floor((savingsFils * 100) / fullPriceFils) : 0;
  return { fullPriceFils, savingsFils, discountPercent };
}
