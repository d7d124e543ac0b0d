import { describe, expect, it } from 'vitest';
import { consentSignals, currentChoice } from './consent';

const now = new Date('2026-03-02T09:00:00Z');
const choice = { value: 'accepted', decidedAt: '2026-01-15T10:00:00.000Z', policyVersion: '2024-12' } as const;

describe('currentChoice', () => {
  it('keeps a well-formed choice made under the current policy', () => {
    expect(currentChoice(choice, '2024-12', now)).toEqual(choice);
    expect(currentChoice({ ...choice, value: 'declined' }, '2024-12', now)).toMatchObject({ value: 'declined' });
  });

  it('drops a choice made under another policy version', () => {
    expect(currentChoice(choice, '2025-06', now)).toBeUndefined();
  });

  it('drops a choice six months old or older, by the calendar', () => {
    expect(currentChoice({ ...choice, decidedAt: '2025-09-02T09:00:01.000Z' }, '2024-12', now)).toEqual({ ...choice, decidedAt: '2025-09-02T09:00:01.000Z' });
    expect(currentChoice({ ...choice, decidedAt: '2025-09-02T09:00:00.000Z' }, '2024-12', now)).toBeUndefined();
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'accepted'],
    ['an unknown value', { ...choice, value: 'maybe' }],
    ['an unreadable date', { ...choice, decidedAt: 'yesterday' }],
    ['a date in the future', { ...choice, decidedAt: '2026-04-01T00:00:00.000Z' }],
    ['a missing version', { value: 'accepted', decidedAt: choice.decidedAt }],
  ])('treats %s as no choice', (_, stored) => {
    expect(currentChoice(stored, '2024-12', now)).toBeUndefined();
  });
});

describe('consentSignals', () => {
  it('grants or denies all four signals together', () => {
    expect(consentSignals('accepted')).toEqual({ ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' });
    expect(new Set(Object.values(consentSignals('declined')))).toEqual(new Set(['denied']));
  });
});
