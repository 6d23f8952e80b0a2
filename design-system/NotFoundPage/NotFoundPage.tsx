import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useDocumentTitle } from '../DocumentTitle';

export interface NotFoundPageProps {
  /** The page title. */
  title?: ReactNode;
  /** The explanatory line. */
  description?: ReactNode;
  /** Where 'Back to Home' goes. */
  href?: string;
  /** The link's text. */
  linkText?: string;
  /** The app's router: when given, the link calls it instead of loading the page. */
  onNavigate?: (href: string) => void;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--tck-space-3);
  min-height: 60vh;
  padding: var(--tck-space-6) var(--tck-space-4);
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  color: var(--tck-color-text-muted);
  font-size: 4rem;
  font-weight: var(--tck-font-weight-bold);
  line-height: 1;
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--tck-font-size-xxl);
  font-weight: var(--tck-font-weight-bold);
`;

const Description = styled.p`
  margin: 0;
  color: var(--tck-color-text-muted);
`;

const HomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: var(--tck-control-height-md);
  margin-top: var(--tck-space-3);
  padding: 0 var(--tck-space-4);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-primary);
  color: var(--tck-color-primary-text);
  font-size: var(--tck-font-size-sm);
  font-weight: var(--tck-font-weight-semibold);
  text-decoration: none;

  &:hover {
    background: var(--tck-color-primary-hover);
  }
`;

/** The 404 page for any unmatched path: 'Not Found' and a 'Back to Home' link. */
export function NotFoundPage({
  title = 'Not Found',
  description = 'The page you are looking for does not exist or has been moved.',
  href = '/',
  linkText = 'Back to Home',
  onNavigate,
}: NotFoundPageProps) {
  useDocumentTitle(typeof title === 'string' ? title : 'Not Found');
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Let modified clicks (new tab, new window) reach the browser.
    if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) {
      return;
    }
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Root data-component="NotFoundPage">
      <Code aria-hidden="true">404</Code>
      <Title>{title}</Title>
      <Description>{description}</Description>
      <HomeLink href={href} onClick={handleClick}>
        {linkText}
      </HomeLink>
    </Root>
  );
}
