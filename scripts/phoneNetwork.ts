/**
 * What a phone receives of a page in the first round trip of its connection, as Lighthouse's simulation counts it:
 * TCP's initial window of 10 segments of 1,460 B. A document larger than this, headers included, waits a round trip
 * more (~150 ms on the simulated mobile network) before any of it is painted.
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;
