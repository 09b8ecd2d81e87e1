import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BANK_CATEGORY_ART, OWN_CATEGORY_ICONS } from '@app/shared/contracts/own-category-look';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public');
const svgNames = (folder: string) =>
  readdirSync(path.join(publicDir, folder))
    .filter((file) => file.endsWith('.svg'))
    .map((file) => file.slice(0, -'.svg'.length))
    .sort();

describe('the pictures an own category may wear', () => {
  it('are every picture the bank has, and each built-in icon has its picture on the site', () => {
    expect([...BANK_CATEGORY_ART].sort()).toEqual(svgNames('categories'));
    expect([...OWN_CATEGORY_ICONS].sort()).toEqual(svgNames('own-icons'));
  });
});
