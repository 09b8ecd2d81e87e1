/** A raw pack (the JSON of apps/server/content/pack.json) as tests write and change it. */
export type RawQuestion = {
  id?: string;
  difficulty: string;
  questionAr: string;
  answerAr: string;
  questionEn?: string;
  answerEn?: string;
  acceptedAnswersAr?: string[];
  acceptedAnswersEn?: string[];
  source?: string;
  active?: boolean;
};
export type RawCategory = {
  slug: string;
  group: string;
  nameEn: string;
  nameAr: string;
  descriptionEn?: string;
  descriptionAr?: string;
  image: string;
  sortOrder: number;
  questions: RawQuestion[];
};
export type RawPack = { groups: { slug: string; nameEn: string; nameAr: string; sortOrder: number }[]; categories: RawCategory[] };

const DIFFICULTIES = ['easy', 'normal', 'hard'] as const;

/**
 * A category that passes every pack rule: `perDifficulty` questions of each difficulty, easy
 * first, whose answers ("Answer 7", "الجواب 7") appear in no question; easy ones cite
 * "well-known", the others a specific source.
 */
export function validCategory(slug: string, perDifficulty = 10, sortOrder = 1): RawCategory {
  return {
    slug,
    group: 'household',
    nameEn: `Category ${slug}`,
    nameAr: `فئة ${slug}`,
    descriptionEn: 'One sentence.',
    descriptionAr: 'جملة واحدة.',
    image: `/categories/${slug}.svg`,
    sortOrder,
    questions: DIFFICULTIES.flatMap((difficulty, level) =>
      Array.from({ length: perDifficulty }, (_, i) => {
        const n = level * perDifficulty + i + 1;
        return {
          id: `${slug}-${String(n).padStart(2, '0')}`,
          difficulty,
          questionAr: `ما الكلمة رقم ${n} في ${slug}؟`,
          answerAr: `الجواب ${n}`,
          questionEn: `Which word is number ${n} in ${slug}?`,
          answerEn: `Answer ${n}`,
          source: difficulty === 'easy' ? 'well-known' : 'al-Kafi 1:33',
        };
      }),
    ),
  };
}

export function validPack(...slugs: string[]): RawPack {
  return {
    groups: [{ slug: 'household', nameEn: 'The Household', nameAr: 'أهل البيت', sortOrder: 1 }],
    categories: (slugs.length ? slugs : ['imam-ali']).map((slug, i) => validCategory(slug, 10, i + 1)),
  };
}
