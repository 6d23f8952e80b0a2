import { portalOperators } from '@domain/portal-operators';
import { phoneMaxLength, phoneMinLength } from '@ds';

/**
 * The number input's rules (customer-portal §5): digits (and a dot) only, 9 to 11 characters,
 * shown after the prefix +6; operator 1 needs the operator check's 2001, operator 2 its 105.
 */

/** Why a typed number cannot be sent, if it cannot. */
export type NumberProblem = 'required' | 'length';

/** The problem of a typed number (without the +6 prefix), or undefined when it can be sent. */
export function numberProblem(typed: string): NumberProblem | undefined {
  if (typed === '') return 'required';
  return typed.length < phoneMinLength || typed.length > phoneMaxLength ? 'length' : undefined;
}

/** The msisdn of a typed number: the prefix's 6 before its digits (dots are separators). */
export function msisdnOf(typed: string): string {
  return `6${typed.replace(/\D/g, '')}`;
}

/** The typed form of a stored msisdn (what follows the +6 prefix). */
export function typedOf(msisdn: string | undefined): string {
  return msisdn === undefined ? '' : msisdn.replace(/^6/, '');
}

/** Whether the operator check's reply (is_dg_user) says the number is the chosen operator's. */
export function passesOperatorCheck(operatorId: number, code: number): boolean {
  return portalOperators.some(
    (operator) => operator.id === operatorId && operator.numberCheck.code === code,
  );
}

/** The toast of a failed operator check: 'Please Give Vaild Digi/U Mobile Number !'. */
export function invalidNumberText(operatorId: number): 'invalidDigi' | 'invalidUmobile' {
  return operatorId === 2 ? 'invalidUmobile' : 'invalidDigi';
}
