// The contract's entry for Node tools: what the pure entry (`index.ts`) has, bar the generated
// document it reads, plus the bundling of the YAML that writes that document.

import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import type { ContractDocument } from './contract';

export {
  contractOf,
  deref,
  type Contract,
  type ContractOperation,
  type JsonSchema,
} from './contract';

/** Where the root document of the contract lives. */
export const contractPath = path.resolve(import.meta.dirname, '../openapi.yaml');

/**
 * Bundles the contract's YAML files into one document (all `$ref`s internal), as
 * `npm run generate` writes it to `openapi/generated/contract.json`. Node only: the server and
 * the tests read that file instead (bundling takes about a second).
 */
export async function bundleContract(): Promise<ContractDocument> {
  const config = await createConfig({});
  const { bundle: bundled } = await bundle({ ref: contractPath, config });
  return bundled.parsed as ContractDocument;
}
