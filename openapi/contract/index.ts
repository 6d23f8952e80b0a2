import bundled from '../generated/contract.json' with { type: 'json' };
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

let loaded: Contract | undefined;

/**
 * The contract as `npm run generate` bundled it (`openapi/generated/contract.json`, checked
 * against the YAML by `npm run test:contract`), with its operations. Read once per process.
 */
export function loadContract(): Promise<Contract> {
  loaded ??= contractOf(bundled);
  return Promise.resolve(loaded);
}
