import { describe, expect, it } from 'vitest';
import { isOwnCategoryLook, ownCategoryImageUrl } from './own-category-look';
import { ownCategoryRequestSchema } from './own-categories';

describe('the look of an own category', () => {
  it('names a picture by its address on the site', () => {
    expect(ownCategoryImageUrl('book')).toBe('/own-icons/book.svg');
    expect(ownCategoryImageUrl('imam-ali')).toBe('/categories/imam-ali.svg');
    expect(ownCategoryImageUrl(null)).toBe(null);
    expect(ownCategoryImageUrl('../secret')).toBe(null);
    expect([isOwnCategoryLook('crescent'), isOwnCategoryLook('rocket')]).toEqual([true, false]);
  });

  it('is checked against the closed list', () => {
    expect(ownCategoryRequestSchema.parse({ name: 'Lesson', language: 'en', icon: 'holy-quran' }).icon).toBe('holy-quran');
    expect(ownCategoryRequestSchema.parse({ name: 'Lesson', language: 'en', icon: null }).icon).toBe(null);
    const refused = ownCategoryRequestSchema.safeParse({ name: 'Lesson', language: 'en', icon: '/categories/imam-ali.svg' });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['icon', 'icon_invalid']]);
  });
});
