import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { i18n, initI18n, recordUsedNamespaces, switchLanguage, useTranslation } from './i18n';
import { getLanguage } from './language';

describe('i18n', () => {
  it('translates from the catalogues, interpolates, and follows the language', async () => {
    await initI18n('en');
    expect(i18n.t('notFound.title')).toBe('Oops! Page not found');
    expect(i18n.t('wallet.label', { count: 5 })).toBe('5 points. Go to the new game screen');
    await switchLanguage('ar');
    expect(getLanguage()).toBe('ar');
    expect(i18n.t('notFound.title')).toBe('عذراً! الصفحة غير موجودة');
    expect(i18n.t('notFound.title', { lng: 'en' })).toBe('Oops! Page not found');
    await switchLanguage('en');
  });

  it('loads other namespaces on demand and returns arrays with returnObjects', async () => {
    await i18n.loadNamespaces('legal');
    const points = i18n.t('legal:refund.points', { returnObjects: true }) as string[];
    expect(points).toHaveLength(5);
    expect(points[2]).toBe('Refund requests must be made within 48 hours of the purchase and include the order number and a detailed reason.');
  });

  it('falls back to the key when a translation is missing', () => {
    expect(i18n.t('no.such.key')).toBe('no.such.key');
    expect(i18n.t('no.such.key', { defaultValue: 'Fallback' })).toBe('Fallback');
    expect(i18n.exists('notFound.home')).toBe(true);
    expect(i18n.exists('notFound.nope')).toBe(false);
  });

  it('records the catalogues a page uses while it renders, and only then', async () => {
    await i18n.loadNamespaces(['play', 'tv']);
    function Screen() {
      const { t } = useTranslation('play');
      useTranslation(['tv', 'game']);
      return <p>{t('title')}</p>;
    }
    const stop = recordUsedNamespaces();
    await i18n.loadNamespaces('game');
    renderToString(<Screen />);
    expect(stop().sort()).toEqual(['common', 'game', 'play', 'tv']);
    const later = recordUsedNamespaces();
    stop();
    expect(later()).toEqual(['common']);
  });
});
