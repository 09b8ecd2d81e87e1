/**
 * How a game draws the questions of a user's own category (issue 29). Own questions have no
 * no-repeat rule (a teacher replays a lesson), but a category with more questions than a game
 * needs shows a different set each time while it can: questions this user has never been shown
 * in a game come first, then the least recently shown; within each rank the order is random.
 */
export type OwnDrawCandidate = {
  id: number;
  /** When this user was last shown it in a game (ms since the epoch), or null if never. */
  lastPlayedAt: number | null;
};

/** A random whole number in [0, n): the server passes a cryptographic one. */
export type RandomInt = (n: number) => number;

const mathRandomInt: RandomInt = (n) => Math.floor(Math.random() * n);

/** `count` distinct ids: never shown first, then by when last shown (oldest first), ties in random order. */
export function drawOwnQuestions(candidates: readonly OwnDrawCandidate[], count: number, randomInt: RandomInt = mathRandomInt): number[] {
  const shuffled = [...candidates];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  // A stable sort keeps the shuffled order within a rank.
  const rank = (candidate: OwnDrawCandidate) => (candidate.lastPlayedAt === null ? -1 : candidate.lastPlayedAt);
  shuffled.sort((a, b) => rank(a) - rank(b));
  return shuffled.slice(0, count).map((candidate) => candidate.id);
}
