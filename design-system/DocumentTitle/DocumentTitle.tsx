import { createContext, useContext, useEffect, type ReactNode } from 'react';

const SiteNameContext = createContext<string | undefined>(undefined);

export interface DocumentTitleProviderProps {
  /** The product's name, after each page's own title: 'Users · Telco Console'. */
  siteName: string;
  /** The app. */
  children: ReactNode;
}

/** Names the product in every page's browser-tab title below it. */
export function DocumentTitleProvider({ siteName, children }: DocumentTitleProviderProps) {
  return <SiteNameContext.Provider value={siteName}>{children}</SiteNameContext.Provider>;
}

/** A page's browser-tab title: its own title, then the product's name. */
export function documentTitle(title: string, siteName?: string): string {
  const own = title.trim();
  if (siteName === undefined || siteName === '') return own;
  return own === '' ? siteName : `${own} · ${siteName}`;
}

/** Sets the browser tab's title while the page shows (nothing while `title` is undefined). */
export function useDocumentTitle(title: string | undefined): void {
  const siteName = useContext(SiteNameContext);
  useEffect(() => {
    if (title !== undefined) document.title = documentTitle(title, siteName);
  }, [title, siteName]);
}
