import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';

/** One step of the trail; the last one is the current page. */
export interface BreadcrumbItem {
  /** The visible text. */
  label: ReactNode;
  /** Where the step links; the last step is never a link. */
  href?: string;
}

export interface BreadcrumbProps {
  /** The steps from the top level down to the current page. */
  items: readonly BreadcrumbItem[];
  /** Called with a step's href instead of following it, to plug in the app's router. */
  onNavigate?: (href: string) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--tck-font-size-sm);
  color: var(--tck-color-text-muted);

  & > li + li::before {
    content: '>';
    padding: 0 var(--tck-space-2);
  }
  & a {
    color: var(--tck-color-primary);
    text-decoration: none;
  }
  & a:hover {
    text-decoration: underline;
  }
  & [aria-current='page'] {
    color: var(--tck-color-text);
  }
`;

/** Where the page sits, e.g. Home > Report; the last step is marked as the current page. */
export function Breadcrumb({ items, onNavigate, label = 'Breadcrumb' }: BreadcrumbProps) {
  const follow = (href: string) => (event: MouseEvent) => {
    if (onNavigate) {
      event.preventDefault();
      onNavigate(href);
    }
  };
  return (
    <nav aria-label={label} data-component="Breadcrumb">
      <List>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            // Steps have no ids and never reorder, so their position is a stable key.
            <li key={index}>
              {last || item.href === undefined ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <a href={item.href} onClick={follow(item.href)}>
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
