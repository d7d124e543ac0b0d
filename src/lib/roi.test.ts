import { describe, expect, it } from 'vitest';
import { monthlyRoi } from './roi.ts';

describe('monthlyRoi', () => {
  it('recovers missed calls × booking value × share × 52 ÷ 12 a month, against the weekly price × 52 ÷ 12', () => {
    // 10 × 50 × 40% = 200 a week; 200 × 52 / 12 = 866.67. 99 × 52 / 12 = 429.
    expect(monthlyRoi({ missedCallsPerWeek: 10, bookingValue: 50, recoveredPercent: 40, weeklyPrice: 99 })).toEqual({
      recovered: 867,
      price: 429,
      net: 438,
    });
  });

  it('rounds each figure before taking the difference, so the figures shown add up', () => {
    // 18 × 58 × 40% = 417.6 a week; × 52 / 12 = 1809.6. 119 × 52 / 12 = 515.67.
    expect(monthlyRoi({ missedCallsPerWeek: 18, bookingValue: 58, recoveredPercent: 40, weeklyPrice: 119 })).toEqual({
      recovered: 1810,
      price: 516,
      net: 1294,
    });
  });

  it('gives a negative net when the calls recovered do not cover the price', () => {
    // 3 × 30 × 30% = 27 a week; × 52 / 12 = 117. 99 × 52 / 12 = 429.
    expect(monthlyRoi({ missedCallsPerWeek: 3, bookingValue: 30, recoveredPercent: 30, weeklyPrice: 99 })).toEqual({
      recovered: 117,
      price: 429,
      net: -312,
    });
  });
});
