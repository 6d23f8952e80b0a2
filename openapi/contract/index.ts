import { contractOf, type Contract } from './contract';

export {
  contractOf,
  deref,
  type Contract,
  type ContractDocument,
  type ContractOperation,
  type ContractParameter,
  type HttpMethod,
  type JsonSchema,
} from './contract';
export { createContractValidator } from './validator';

let loaded: Promise<Contract> | undefined;

/**
 * The contract as `npm run generate` bundled it (`openapi/generated/contract.json`, checked
 * against the YAML by `npm run test:contract`), with its operations. Loaded once, on first call
 * (a bundler splits the document off; Node code reads the file with `readContract`).
 */
export function loadContract(): Promise<Contract> {
  loaded ??= import('../generated/contract.json').then(({ default: document }) =>
    contractOf(document),
  );
  return loaded;
}
