import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Contract, JsonSchema } from './contract';

/** Validates values against schemas of the bundled contract (JSON Schema 2020-12). */
export type ContractValidator = ReturnType<typeof compileValidator>;

const validators = new WeakMap<Contract, ContractValidator>();

/**
 * The validator of a contract, made once per contract: each API over it (the mock API opens one
 * per story and test) shares the compiled schemas instead of compiling them again.
 */
export function createContractValidator(contract: Contract): ContractValidator {
  let validator = validators.get(contract);
  if (validator === undefined) {
    validator = compileValidator(contract);
    validators.set(contract, validator);
  }
  return validator;
}

function compileValidator(contract: Contract) {
  // Money is validated as multipleOf 0.01; precision keeps floating point from rejecting e.g. 0.29.
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateSchema: false,
    multipleOfPrecision: 2,
  });
  addFormats(ajv);
  ajv.addSchema(contract.document, 'contract');
  const cache = new Map<JsonSchema, ReturnType<typeof ajv.compile>>();

  /** Local `$ref`s of an operation's schema point into the contract document. */
  const rebase = (schema: JsonSchema): JsonSchema =>
    JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"contract#/')) as JsonSchema;

  return {
    /** The validation errors of `value` against `schema`, as readable lines (empty when valid). */
    errors(schema: JsonSchema, value: unknown): string[] {
      let validate = cache.get(schema);
      if (validate === undefined) {
        validate = ajv.compile(rebase(schema));
        cache.set(schema, validate);
      }
      return validate(value)
        ? []
        : (validate.errors ?? []).map(
            (error) => `${error.instancePath || '/'} ${error.message ?? ''}`,
          );
    },
  };
}
