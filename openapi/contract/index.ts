export {
  contractPath,
  deref,
  loadContract,
  type Contract,
  type ContractOperation,
  type ContractParameter,
  type HttpMethod,
  type JsonSchema,
} from './loadContract';
export { createContractValidator } from './validator';
