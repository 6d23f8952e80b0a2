export * from './i18n';
export * from './catalogue';
export * from './contentLists';
export * from './countries';
export * from './pageTexts';
export * from './seed';
