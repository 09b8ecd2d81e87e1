import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/language';
import { siteStore, type SiteInfo } from '@/lib/site';
import { renderRoutes, signOut } from '@/test/render';
import { Component as About } from './about';
import { Component as Landing } from './landing';

const site = (signupBonus: number): SiteInfo => ({ images: {}, contact: { email: '', instagram: '', x: '', whatsapp: '' }, sponsors: [], maintenance: null, signupBonus, hijriOffset: 0 });
const routes = [
  { path: '/', Component: Landing },
  { path: '/about', Component: About },
];

afterEach(() => {
  siteStore.set(undefined);
  setLanguage('en');
});

describe('the signup bonus an operator set, on the landing and about pages', () => {
  it('says 2 free points until the settings arrive, then the configured number (English)', async () => {
    setLanguage('en');
    signOut();
    renderRoutes(routes, { at: '/' });
    expect(await screen.findByText('2 free points')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up: 2 games free' })).toBeTruthy();
    // The page subscribes to the settings after its first paint: wait for it to show the new value.
    act(() => siteStore.set(site(5)));
    expect(await screen.findByText('5 free points')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up: 5 games free' })).toBeTruthy();
    act(() => siteStore.set(site(1)));
    expect(await screen.findByText('1 free point')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up: 1 game free' })).toBeTruthy();
  });

  it('with no bonus, leaves the free points out instead of promising 0 (English)', async () => {
    setLanguage('en');
    signOut();
    siteStore.set(site(0));
    renderRoutes(routes, { at: '/' });
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByTestId('landing-facts').querySelectorAll('li')).toHaveLength(5);
    expect(screen.queryByText(/free point/)).toBeNull();
  });

  it('uses the Arabic number forms', async () => {
    setLanguage('ar');
    signOut();
    siteStore.set(site(3));
    renderRoutes(routes, { at: '/' });
    expect(await screen.findByText('3 نقاط مجاناً')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'سجّل الآن: 3 ألعاب مجاناً' })).toBeTruthy();
    act(() => siteStore.set(site(2)));
    expect(await screen.findByText('نقطتان مجاناً')).toBeTruthy();
    act(() => siteStore.set(site(11)));
    expect(await screen.findByText('11 نقطة مجاناً')).toBeTruthy();
  });

  it('the about page names the configured bonus', async () => {
    setLanguage('en');
    siteStore.set(site(4));
    renderRoutes(routes, { at: '/about' });
    expect(await screen.findByText('Each game costs one point. New accounts start with 4 free points, and more can be bought in the points store.')).toBeTruthy();
    act(() => siteStore.set(site(0)));
    expect(await screen.findByText('Each game costs one point; points are bought in the points store.')).toBeTruthy();
  });
});
