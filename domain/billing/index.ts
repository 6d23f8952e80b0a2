export { seedBilling } from './seed';
export { round2 } from './money';
export { customers, customerById, operatorNames, type Customer } from './customers';
export {
  commissionConfigLabel,
  invoiceNumber,
  invoiceTotals,
  largestAmount,
  replacedDefaults,
  transactionAfterEvent,
  type CommissionConfigParts,
} from './rules';
