import { expect, type Page } from '@playwright/test';

/** The operator console's sections, each at its own address (/admin is the overview). */
export const CONSOLE_SECTIONS = ['overview', 'players', 'notifications', 'points', 'purchases', 'sales', 'packages', 'content', 'suggestions', 'occasions', 'site', 'settings', 'reports', 'operators', 'audit'] as const;
export type ConsoleSectionName = (typeof CONSOLE_SECTIONS)[number];

export const consolePath = (name: ConsoleSectionName) => (name === 'overview' ? '/admin' : `/admin/${name}`);

export const CONSOLE_PATHS = CONSOLE_SECTIONS.map(consolePath);

/** Opens a section of the console from its navigation and waits for its address. */
export async function openSection(page: Page, name: ConsoleSectionName): Promise<void> {
  await page.getByTestId(`console-nav-${name}`).click();
  await expect(page).toHaveURL(new RegExp(`${consolePath(name)}$`));
}
