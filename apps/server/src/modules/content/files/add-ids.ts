/**
 * Gives every question of a pack file (the JSON pack format) that has no `id` a new id of its
 * category, `<category-slug>-NN`, numbered after the highest in the file or in `shipped` (ids
 * shipped before, maybe since dropped: an id is never given to another question), placed first
 * in the question; ids already given are kept. Answers the new text and how many ids were added,
 * or null when the text is not a pack.
 */
export function addQuestionIds(text: string, shipped: Iterable<string> = []): { text: string; added: number } | null {
  let data: unknown;
  try {
    data = JSON.parse(text.startsWith('\uFEFF') ? text.slice(1) : text);
  } catch {
    return null;
  }
  const categories = (data as { categories?: unknown } | null)?.categories;
  if (!Array.isArray(categories)) return null;
  let added = 0;
  for (const category of categories as { slug?: unknown; questions?: unknown }[]) {
    if (typeof category?.slug !== 'string' || !Array.isArray(category.questions)) continue;
    const slug = category.slug;
    const questions = category.questions as Record<string, unknown>[];
    const numbered = new RegExp(`^${slug}-(\\d+)$`);
    const numbers = [...questions.map((q) => q?.id), ...shipped].flatMap((id) => {
      const match = typeof id === 'string' ? numbered.exec(id) : null;
      return match ? [Number(match[1])] : [];
    });
    let next = Math.max(0, ...numbers);
    category.questions = questions.map((question) => {
      if (typeof question !== 'object' || question === null || typeof question.id === 'string') return question;
      const id = `${slug}-${String(++next).padStart(2, '0')}`;
      added++;
      const { id: _old, ...rest } = question;
      return { id, ...rest };
    });
  }
  return { text: `${JSON.stringify(data, null, 2)}\n`, added };
}
