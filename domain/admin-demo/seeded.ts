/**
 * A seeded record of a contract schema: every field present (the contract leaves some optional
 * in answers) and dated; `Embedded` names the references to other records, kept as they are.
 */
export type Seeded<T, Embedded extends keyof T = never> = {
  [K in Exclude<keyof T, Embedded>]-?: K extends 'created_at' | 'updated_at'
    ? NonNullable<T[K]>
    : Exclude<T[K], undefined>;
} & Pick<T, Embedded>;
