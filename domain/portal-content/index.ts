export * from './i18n';
export * from './catalogue';
export * from './services';
export * from './contentLists';
export * from './demoDates';
export * from './countries';
export * from './pageTexts';
export * from './seed';
