export { seedBilling } from './seed';
export { invoiceTotals } from './accounting';
export { round2 } from './money';
export { customers, customerById, operatorNames, type Customer } from './customers';
