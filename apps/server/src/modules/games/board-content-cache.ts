import type { QuestionDetail } from '@app/shared/contracts/content';
import type { GameCategoryInfo } from '@app/shared/contracts/games';

export type BoardContent = { categories: GameCategoryInfo[]; questions: Record<string, QuestionDetail> };

/**
 * The categories and questions of a game never change for that game (a reset keeps them), so the
 * board keeps them in memory for a minute: a board load is then the session and the game row
 * only. An operator's edit of a question's text shows on open games within CONTENT_TTL_MS.
 */
export class BoardContentCache {
  readonly #entries = new Map<string, { content: BoardContent; expiresAt: number }>();

  constructor(
    private readonly maxEntries = 2000,
    private readonly ttlMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** `key` names one game for good: its id with its code (ids can come back after a database is emptied). */
  async get(key: string, load: () => Promise<BoardContent>): Promise<BoardContent> {
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > this.now()) {
      // Re-insert: Map keeps insertion order, so the first key is the least recently used.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.content;
    }
    const content = await load();
    this.#entries.delete(key);
    this.#entries.set(key, { content, expiresAt: this.now() + this.ttlMs });
    while (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    return content;
  }

  get size(): number {
    return this.#entries.size;
  }
}
