import { Icon, useDocumentTitle } from '@ds';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

/** The product's name, shown above every guest screen. */
export const productName = 'Telco Console';

const Page = styled.main`
  display: grid;
  align-content: center;
  justify-items: center;
  gap: var(--tck-space-5);
  min-height: 100vh;
  padding: var(--tck-space-6) var(--tck-space-4);
  background: var(--tck-color-background);
  color: var(--tck-color-text);
`;

const Brand = styled.p`
  display: flex;
  align-items: center;
  gap: var(--tck-space-2);
  margin: 0;
  color: var(--tck-color-primary);
  font-size: var(--tck-font-size-xxl);
  font-weight: var(--tck-font-weight-bold);
`;

const Panel = styled.section`
  display: grid;
  gap: var(--tck-space-4);
  width: min(26rem, 100%);
  padding: var(--tck-space-6);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);
  box-shadow: var(--tck-shadow-md);
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--tck-font-size-xl);
  font-weight: var(--tck-font-weight-semibold);
  line-height: var(--tck-line-height-tight);
`;

const Lead = styled.p`
  margin: calc(-1 * var(--tck-space-2)) 0 0;
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

export interface GuestPageProps {
  /** The screen's title, its h1. */
  title: string;
  /** A line under the title saying what to do. */
  lead?: ReactNode;
  /** The form. */
  children: ReactNode;
}

/** A guest screen (sign-in, forgot and reset password): a centred card on a plain page. */
export function GuestPage({ title, lead, children }: GuestPageProps) {
  const titleId = useId();
  useDocumentTitle(title);
  return (
    <Page data-component="GuestPage">
      <Brand>
        <Icon name="fa-signal" />
        {productName}
      </Brand>
      <Panel aria-labelledby={titleId}>
        <Title id={titleId}>{title}</Title>
        {lead === undefined ? null : <Lead>{lead}</Lead>}
        {children}
      </Panel>
    </Page>
  );
}
