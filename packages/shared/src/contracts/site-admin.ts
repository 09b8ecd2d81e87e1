import { z } from 'zod';

/** The logos an operator can replace: the site's, the board's and each game screen's. */
export const SITE_IMAGE_PURPOSES = ['main_logo', 'game_logo', 'question_logo', 'answer_logo', 'who_answered_logo'] as const;
export type SiteImagePurpose = (typeof SITE_IMAGE_PURPOSES)[number];

/** PUT /api/admin/site/images/:purpose: an image uploaded as kind "site", or null for the bundled default. */
export const siteImageRequestSchema = z.object({
  imageUrl: z
    .string({ error: 'image_invalid' })
    .regex(/^\/uploads\/site\/[0-9a-f]{32}\.(png|jpg|webp)$/, 'image_invalid')
    .nullable(),
});
export type SiteImageRequest = z.input<typeof siteImageRequestSchema>;

const link = (prefixes: string[], code: string) =>
  z
    .string()
    .trim()
    .max(200, code)
    .refine((value) => value === '' || prefixes.some((prefix) => value.startsWith(prefix)), code);

/** PUT /api/admin/site/contact: the links of the contact line (an empty one is not shown). */
export const contactRequestSchema = z.object({
  email: z
    .string()
    .trim()
    .max(200, 'contact_email_invalid')
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'contact_email_invalid'),
  instagram: link(['https://instagram.com/', 'https://www.instagram.com/'], 'contact_instagram_invalid'),
  x: link(['https://x.com/', 'https://twitter.com/'], 'contact_x_invalid'),
  whatsapp: link(['https://wa.me/'], 'contact_whatsapp_invalid'),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
