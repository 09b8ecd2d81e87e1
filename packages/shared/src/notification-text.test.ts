import { describe, expect, it } from 'vitest';
import { notificationText } from './notification-text';

const both = { title: 'Eid quiz night', body: 'New questions tonight.', titleAr: 'ليلة مسابقة العيد', bodyAr: 'أسئلة جديدة الليلة.' };

describe('notificationText', () => {
  it('gives each player the texts of their language', () => {
    expect(notificationText(both, 'en')).toEqual({ title: 'Eid quiz night', body: 'New questions tonight.' });
    expect(notificationText(both, 'ar')).toEqual({ title: 'ليلة مسابقة العيد', body: 'أسئلة جديدة الليلة.' });
  });

  it('keeps an empty Arabic title empty rather than showing the English one', () => {
    expect(notificationText({ ...both, titleAr: '' }, 'ar')).toEqual({ title: '', body: 'أسئلة جديدة الليلة.' });
  });

  it('shows an older notification with only English texts to everyone', () => {
    const older = { title: 'Maintenance', body: 'At midnight.', titleAr: null, bodyAr: null };
    expect(notificationText(older, 'ar')).toEqual({ title: 'Maintenance', body: 'At midnight.' });
    expect(notificationText(older, 'en')).toEqual({ title: 'Maintenance', body: 'At midnight.' });
  });
});
