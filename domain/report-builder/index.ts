export * from './catalog';
export * from './definitions';
export * from './dependants';
export * from './designs';
export * from './names';
export * from './reports';
export * from './results';
export * from './vocabulary';
