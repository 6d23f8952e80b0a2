export { seedBilling } from './seed';
export { round2 } from './money';
export { customers, customerById, operatorNames, type Customer } from './customers';
export * from './rules';
