import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Breadcrumb, type BreadcrumbItem } from '../Breadcrumb';
import { useDocumentTitle } from '../DocumentTitle';

export interface PageHeaderProps {
  /** The page title, rendered as the page's h1. */
  title: ReactNode;
  /** A short line under the title. */
  description?: ReactNode;
  /** The trail above the title. */
  breadcrumb?: readonly BreadcrumbItem[];
  /** Buttons at the end of the header, e.g. List or New. */
  actions?: ReactNode;
  /** Called with a breadcrumb href instead of following it. */
  onNavigate?: (href: string) => void;
  /** The browser tab's title; by default the title, when it is text. */
  documentTitle?: string;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--tck-space-3);
  padding-bottom: var(--tck-space-4);
  margin-bottom: var(--tck-space-4);
  border-bottom: 1px solid var(--tck-color-border);
`;

const Title = styled.h1`
  margin: var(--tck-space-1) 0 0;
  font-size: var(--tck-font-size-xl);
  font-weight: var(--tck-font-weight-semibold);
  line-height: var(--tck-line-height-tight);
`;

const Description = styled.p`
  margin: var(--tck-space-1) 0 0;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--tck-space-2);
`;

/** The top of an admin page: breadcrumb, the h1 title and the page's actions. */
export function PageHeader({
  title,
  description,
  breadcrumb,
  actions,
  onNavigate,
  documentTitle,
}: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <Root data-component="PageHeader">
      <div>
        {breadcrumb ? <Breadcrumb items={breadcrumb} onNavigate={onNavigate} /> : null}
        <Title>{title}</Title>
        {description === undefined ? null : <Description>{description}</Description>}
      </div>
      {actions === undefined ? null : <Actions>{actions}</Actions>}
    </Root>
  );
}
