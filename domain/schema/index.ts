import type { components } from '../../openapi/generated/schema';

/** A named schema of the contract, e.g. `Schema<'Profile'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
