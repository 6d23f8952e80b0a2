import type { MouseEvent } from 'react';
import styled from 'styled-components';

export interface ServiceTileProps {
  /** The tile's picture; decorative, since the title names the tile. */
  image: string;
  /** The service name, also the tile's accessible name. */
  title: string;
  /** Where the tile leads; without it the tile is a button calling `onSelect`. */
  href?: string;
  /** Called with `href` instead of following it, to plug in the app's router. */
  onNavigate?: (href: string) => void;
  /** Called when a tile without `href` is chosen (the app routes by tile type). */
  onSelect?: () => void;
}

const Root = styled.a`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  width: 100%;
  min-height: 44px;
  padding: 0;
  overflow: hidden;
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  font: inherit;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  box-shadow: var(--tck-shadow-sm);
  transition: box-shadow var(--tck-motion-fast) var(--tck-motion-easing);

  &:hover {
    box-shadow: var(--tck-shadow-md);
  }
  & > img {
    display: block;
    width: 100%;
    aspect-ratio: 1;
    object-fit: cover;
    background: var(--tck-color-background);
  }
  & > span {
    padding: var(--tck-space-2);
    font-size: var(--tck-font-size-sm);
    font-weight: var(--tck-font-weight-semibold);
    line-height: var(--tck-line-height-tight);
  }
`;

/** A square picture with a title for the portal home grid: a link, or a button. */
export function ServiceTile({ image, title, href, onNavigate, onSelect }: ServiceTileProps) {
  const content = (
    <>
      {/* Tiles sit below the home's banners: their pictures wait and yield the network to them. */}
      <img src={image} alt="" loading="lazy" decoding="async" fetchPriority="low" />
      <span>{title}</span>
    </>
  );
  if (href === undefined) {
    return (
      <Root as="button" type="button" data-component="ServiceTile" onClick={onSelect}>
        {content}
      </Root>
    );
  }
  return (
    <Root
      href={href}
      data-component="ServiceTile"
      onClick={(event: MouseEvent) => {
        if (onNavigate) {
          event.preventDefault();
          onNavigate(href);
        }
        onSelect?.();
      }}
    >
      {content}
    </Root>
  );
}
