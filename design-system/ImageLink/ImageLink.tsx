import type { MouseEvent } from 'react';
import styled from 'styled-components';

export interface ImageLinkProps {
  /** The picture. */
  src: string;
  /** What the picture says; also the link's accessible name. */
  alt: string;
  /** Where it leads; without it the picture is shown without a link. */
  href?: string;
  /** Called with `href` instead of following it (in-app links), to plug in the app's router. */
  onNavigate?: (href: string) => void;
  /** Width over height of the picture, e.g. 2.4 for a banner, 1 for a square card. */
  ratio?: number;
  /** Loads the picture at once and first: for the one a page opens with (its largest paint). */
  priority?: boolean;
}

const Frame = styled.a`
  display: block;
  overflow: hidden;
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-secondary);
  box-shadow: var(--tck-shadow-sm);
  color: inherit;

  & > img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: var(--image-link-ratio, 2.4);
    object-fit: cover;
  }
`;

const isExternal = (href: string) => /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);

/**
 * A picture that leads somewhere: a banner, a campaign, a free-service card. In-app links go
 * through `onNavigate`; links to other sites open normally.
 */
export function ImageLink({
  src,
  alt,
  href,
  onNavigate,
  ratio = 2.4,
  priority = false,
}: ImageLinkProps) {
  const style = { '--image-link-ratio': ratio };
  // The first slide is what the page is judged by; the others wait and yield the network to it.
  const loading = priority
    ? ({ fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async', fetchPriority: 'low' } as const);
  const image = <img src={src} alt={alt} {...loading} />;
  if (href === undefined) {
    return (
      <Frame as="div" data-component="ImageLink" style={style}>
        {image}
      </Frame>
    );
  }
  return (
    <Frame
      href={href}
      data-component="ImageLink"
      style={style}
      onClick={(event: MouseEvent) => {
        if (onNavigate !== undefined && !isExternal(href)) {
          event.preventDefault();
          onNavigate(href);
        }
      }}
    >
      {image}
    </Frame>
  );
}
