export { seedBilling } from './seed';
export { invoiceTotals } from './accounting';
export { round2 } from './money';
export { customers, customerById, type Customer } from './customers';
