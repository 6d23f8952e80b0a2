import { describe, expect, it } from 'vitest';
import { notices } from './contentLists';
import { demoContentAnchor, demoTextDated } from './demoDates';

describe('demo texts dated from the day of seeding', () => {
  const [maintenance] = notices[1];

  it('moves the day a notice speaks of with the notice, in every language', () => {
    if (maintenance === undefined) throw new Error('no demo notice');
    const monthLater = '2025-07-01T03:00:00Z';
    expect(demoTextDated(maintenance.title, maintenance.mentions ?? [], monthLater)).toEqual({
      en: 'Network maintenance on 8 July',
      ms: 'Penyelenggaraan rangkaian pada 8 Jul',
      bn: '৮ জুলাই নেটওয়ার্ক রক্ষণাবেক্ষণ',
    });
  });

  it('leaves the texts as written when seeded at the demo’s own day', () => {
    if (maintenance === undefined) throw new Error('no demo notice');
    expect(demoTextDated(maintenance.title, maintenance.mentions ?? [], demoContentAnchor)).toEqual(
      maintenance.title,
    );
  });
});
