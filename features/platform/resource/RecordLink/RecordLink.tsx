import { createContext, useContext, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Query values of a link: filters of a list, or starting values of a new record. */
export type LinkValues = Record<string, string | number>;

/**
 * Where the app shows a resource's screens, by the resource's collection path in the API
 * (`/cbs/product/products`). Features link records through these and know no URLs; each answers
 * undefined when the app has no such screen.
 */
export interface RecordLinks {
  /** A record's show page. */
  show: (path: string, id: string | number) => string | undefined;
  /** The list, with these filters applied. */
  list: (path: string, filters?: LinkValues) => string | undefined;
  /** The create form, starting with these values (e.g. the parent record). */
  create: (path: string, values?: LinkValues) => string | undefined;
}

const noLinks: RecordLinks = {
  show: () => undefined,
  list: () => undefined,
  create: () => undefined,
};

const RecordLinksContext = createContext<RecordLinks>(noLinks);

/** Gives the resource screens below it the app's links (without one, records are plain text). */
export function RecordLinksProvider({
  links,
  children,
}: {
  /** The app's screens by resource. */ links: RecordLinks;
  /** The screens that link records. */ children: ReactNode;
}) {
  return <RecordLinksContext.Provider value={links}>{children}</RecordLinksContext.Provider>;
}

/** The app's links to resource screens. */
export function useRecordLinks(): RecordLinks {
  return useContext(RecordLinksContext);
}

export interface RecordLinkProps {
  /** The collection path of the record's resource in the API. */
  path: string;
  /** The record's id. */
  id: string | number;
  /** What names the record. */
  children: ReactNode;
}

/** A record's name, linked to its show page when the app has one. */
export function RecordLink({ path, id, children }: RecordLinkProps) {
  const href = useRecordLinks().show(path, id);
  return href === undefined ? <>{children}</> : <Link to={href}>{children}</Link>;
}
