import { useLayoutEffect, type ReactNode } from 'react';
import { GlobalStyle } from './GlobalStyle';
import type { OperatorId, ThemeName } from './themes';

export interface DesignSystemProviderProps {
  /** Which look to apply: 'admin' (desktop) or 'portal' (mobile). */
  theme: ThemeName;
  /** The portal operator whose brand colours apply. */
  operator?: OperatorId;
  /** BCP 47 language of the content, e.g. 'en', 'ms' or 'bn'. */
  language?: string;
  /** The app or story. */
  children: ReactNode;
}

/** Installs the global style and selects the theme, operator and language on the document. */
export function DesignSystemProvider({
  theme,
  operator = 1,
  language = 'en',
  children,
}: DesignSystemProviderProps) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    root.dataset.operator = String(operator);
    root.lang = language;
  }, [theme, operator, language]);
  return (
    <>
      <GlobalStyle />
      {children}
    </>
  );
}
