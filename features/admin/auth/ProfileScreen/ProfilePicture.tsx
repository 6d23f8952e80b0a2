import { useState } from 'react';
import styled from 'styled-components';
import { initialsOf } from '../model';

const Circle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 5rem;
  height: 5rem;
  overflow: hidden;
  border-radius: var(--tck-radius-pill);
  background: var(--tck-color-primary);
  color: var(--tck-color-primary-text);
  font-size: var(--tck-font-size-xl);
  font-weight: var(--tck-font-weight-bold);

  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export interface ProfilePictureProps {
  /** The person's display name, for the initials. */
  name: string;
  /** Address of the picture; the initials show when absent or when it fails to load. */
  src?: string | null;
  /** What the picture shows, when it means something on its own (a preview); else decorative. */
  alt?: string;
}

/** The administrator's avatar at profile size: the picture, or the initials. */
export function ProfilePicture({ name, src, alt }: ProfilePictureProps) {
  const [failed, setFailed] = useState<string>();
  const picture = src !== undefined && src !== null && failed !== src ? src : undefined;
  return (
    <Circle data-component="ProfilePicture" aria-hidden={alt === undefined || undefined}>
      {picture === undefined ? (
        initialsOf(name)
      ) : (
        <img src={picture} alt={alt ?? ''} onError={() => setFailed(picture)} />
      )}
    </Circle>
  );
}
