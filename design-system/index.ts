export { tokens, cssVar, cssVarName, type Tokens } from './tokens/tokens';
export { operatorBrands, type OperatorId, type ThemeName } from './theme/themes';
export { GlobalStyle } from './theme/GlobalStyle';
export { DesignSystemProvider, type DesignSystemProviderProps } from './theme/DesignSystemProvider';
export * from './Button';
export * from './Spinner';
