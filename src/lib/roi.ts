import { monthlyFromWeekly } from './prices.ts';

export interface RoiInputs {
  missedCallsPerWeek: number;
  bookingValue: number;
  recoveredPercent: number;
  weeklyPrice: number;
}

export interface MonthlyRoi {
  recovered: number;
  price: number;
  /** Recovered minus price, each rounded first, so the three figures shown always add up. */
  net: number;
}

/** Monthly revenue recovered = missed calls a week × booking value × share recovered × 52 ÷ 12, in whole units. */
export function monthlyRoi({ missedCallsPerWeek, bookingValue, recoveredPercent, weeklyPrice }: RoiInputs): MonthlyRoi {
  const weeklyRecovered = missedCallsPerWeek * bookingValue * (recoveredPercent / 100);
  const recovered = Math.round(monthlyFromWeekly(weeklyRecovered));
  const price = Math.round(monthlyFromWeekly(weeklyPrice));
  return { recovered, price, net: recovered - price };
}
