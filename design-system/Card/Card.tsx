import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

export interface CardProps {
  /** The heading; it also names the card for screen readers. */
  title?: ReactNode;
  /** The heading level, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the right of the header, e.g. an Edit button. */
  actions?: ReactNode;
  /** The content. */
  children: ReactNode;
  /** Content below a divider, e.g. totals or secondary actions. */
  footer?: ReactNode;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: var(--tck-color-surface);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  box-shadow: var(--tck-shadow-sm);
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--tck-space-2) var(--tck-space-3);
  padding: var(--tck-space-3) var(--tck-space-4);
  border-bottom: 1px solid var(--tck-color-border);
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--tck-font-size-lg);
  font-weight: var(--tck-font-weight-semibold);
  line-height: var(--tck-line-height-tight);
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--tck-space-2);
  margin-left: auto;
`;

const Body = styled.div`
  flex: 1;
  padding: var(--tck-space-4);
`;

const Footer = styled.div`
  padding: var(--tck-space-3) var(--tck-space-4);
  border-top: 1px solid var(--tck-color-border);
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

/** A surface that groups content: optional titled header with actions, body, optional footer. */
export function Card({ title, headingLevel = 2, actions, children, footer }: CardProps) {
  const titleId = useId();
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <Root data-component="Card" aria-labelledby={title === undefined ? undefined : titleId}>
      {hasHeader && (
        <Header>
          {title !== undefined && (
            <Heading as={`h${headingLevel}`} id={titleId}>
              {title}
            </Heading>
          )}
          {actions !== undefined && <Actions>{actions}</Actions>}
        </Header>
      )}
      <Body>{children}</Body>
      {footer !== undefined && <Footer>{footer}</Footer>}
    </Root>
  );
}
