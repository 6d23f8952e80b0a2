import type { ReactNode } from 'react';
import styled from 'styled-components';

export interface ServiceHeroProps {
  /** The service's picture (decorative: the title names the service). */
  image: string;
  /** The service name, the page's heading. */
  title: string;
  /** A short line over the picture, e.g. 'Daily news'. */
  overlay?: string | null;
  /** The description under the title. */
  description?: ReactNode;
  /** The page's actions (subscribe; or visit and unsubscribe). */
  actions?: ReactNode;
  /** A note above the actions, e.g. 'You are subscribed to this service.'. */
  status?: ReactNode;
}

const Root = styled.article`
  display: grid;
  gap: var(--tck-space-4);
`;

const Picture = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-secondary);

  & > img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
`;

const Overlay = styled.p`
  position: absolute;
  right: var(--tck-space-3);
  bottom: var(--tck-space-3);
  left: var(--tck-space-3);
  margin: 0;
  padding: var(--tck-space-1) var(--tck-space-3);
  border-radius: var(--tck-radius-pill);
  justify-self: start;
  width: fit-content;
  max-width: calc(100% - 2 * var(--tck-space-3));
  /* Readable on any picture: a dark chip behind the text. */
  background: rgba(16, 24, 40, 0.72);
  color: #ffffff;
  font-size: var(--tck-font-size-sm);
  font-weight: var(--tck-font-weight-semibold);
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--tck-font-size-xl);
  line-height: var(--tck-line-height-tight);
`;

const Description = styled.div`
  margin: 0;
  color: var(--tck-color-text);
  line-height: var(--tck-line-height-normal);
`;

const Status = styled.div`
  padding: var(--tck-space-3);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-background);
  border: 1px solid var(--tck-color-border);
  font-weight: var(--tck-font-weight-semibold);
`;

const Actions = styled.div`
  display: grid;
  gap: var(--tck-space-3);
`;

/** A content service's page top: picture with its overlay line, title, description, actions. */
export function ServiceHero({
  image,
  title,
  overlay,
  description,
  actions,
  status,
}: ServiceHeroProps) {
  return (
    <Root data-component="ServiceHero">
      <Picture>
        <img src={image} alt="" />
        {overlay === undefined || overlay === null || overlay === '' ? null : (
          <Overlay>{overlay}</Overlay>
        )}
      </Picture>
      <Title>{title}</Title>
      {description === undefined ? null : <Description>{description}</Description>}
      {status === undefined ? null : <Status role="status">{status}</Status>}
      {actions === undefined ? null : <Actions>{actions}</Actions>}
    </Root>
  );
}
