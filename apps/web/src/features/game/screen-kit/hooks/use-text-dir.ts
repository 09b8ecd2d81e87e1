import { useLanguage } from '@/lib/language';

/**
 * The game pages keep a left-to-right layout (team 1 on the left), but each piece of interface
 * text reads in the player's direction: pass this to `dir` on labels, buttons and headings.
 */
export function useTextDir(): 'rtl' | 'ltr' {
  return useLanguage() === 'ar' ? 'rtl' : 'ltr';
}
