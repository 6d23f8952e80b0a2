/** Rounds an amount to sen. */
export const round2 = (value: number) => Math.round(value * 100) / 100;
