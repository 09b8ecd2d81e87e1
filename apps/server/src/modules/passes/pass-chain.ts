const DAY_MS = 86_400_000;

export type ChainGrant = { id: number; days: number; grantedAt: Date; nameEn: string; nameAr: string };
export type ActivePass = { grant: ChainGrant; until: Date };

/**
 * A user's pass at an instant: the live (not refunded) grants run end to end in the order they
 * were granted, each starting when it was granted or when the one before ends, whichever is later
 * (a second pass extends the first). The pass covers [start, end): at the very instant it ends a
 * game costs a point again. Null when no grant covers the instant.
 */
export function passAt(grants: readonly ChainGrant[], at: Date): ActivePass | null {
  const ordered = [...grants].sort((a, b) => a.grantedAt.getTime() - b.grantedAt.getTime() || a.id - b.id);
  let end = 0;
  let covering: ChainGrant | null = null;
  for (const grant of ordered) {
    const start = Math.max(grant.grantedAt.getTime(), end);
    end = start + grant.days * DAY_MS;
    if (start <= at.getTime() && at.getTime() < end) covering = grant;
  }
  return covering && at.getTime() < end ? { grant: covering, until: new Date(end) } : null;
}
