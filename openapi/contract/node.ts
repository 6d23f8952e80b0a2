// The contract's entry for Node: the generated document read from its file (as fast as JSON
// parses, without a bundler's module around a megabyte of JSON), and the bundling of the YAML
// that writes it.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bundle, createConfig } from '@redocly/openapi-core';
import { contractOf, type Contract, type ContractDocument } from './contract';

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

/** The bundled document `npm run generate` writes. */
export const generatedContractPath = path.resolve(import.meta.dirname, '../generated/contract.json');

let read: Contract | undefined;

/** The contract as `npm run generate` bundled it, read from its file once per process. */
export function readContract(): Contract {
  read ??= contractOf(JSON.parse(readFileSync(generatedContractPath, 'utf8')) as ContractDocument);
  return read;
}
