import { countryOperators } from './countries';
import { portalOperators, type OperatorId } from '../portal-operators';

/**
 * The msisdn prefixes (60 and the national digits after the trunk 0) of each portal operator's
 * subscribers: its receiver operator's prefixes in Malaysia.
 */
export const operatorPrefixes: Record<OperatorId, string[]> = {
  1: malaysianPrefixesOf(1),
  2: malaysianPrefixesOf(2),
};

function malaysianPrefixesOf(operatorId: OperatorId): string[] {
  const operator = countryOperators.MY?.find((candidate) => candidate.id === operatorId);
  return (operator?.prefix ?? []).map((prefix) => `6${prefix}`);
}

/** The operator of a subscriber number, when it is a Digi or U Mobile number. */
export function operatorOfMsisdn(msisdn: string): OperatorId | undefined {
  const normalised = msisdn.startsWith('0') ? `6${msisdn}` : msisdn;
  for (const { id } of portalOperators) {
    if (operatorPrefixes[id].some((prefix) => normalised.startsWith(prefix))) return id;
  }
  return undefined;
}
