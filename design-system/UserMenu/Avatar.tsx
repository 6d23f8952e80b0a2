import { useState } from 'react';
import styled from 'styled-components';
import { initialsOf } from './model';

const Circle = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  overflow: hidden;
  border-radius: var(--tck-radius-pill);
  background: var(--tck-color-primary);
  color: var(--tck-color-primary-text);
  font-size: var(--tck-font-size-xs);
  font-weight: var(--tck-font-weight-bold);

  &[data-size='lg'] {
    width: 3rem;
    height: 3rem;
    font-size: var(--tck-font-size-md);
  }
  & > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A round picture of a person, or their initials when there is no picture or it fails to load. */
export function Avatar({
  name,
  src,
  size = 'md',
}: {
  name: string;
  src?: string;
  size?: 'md' | 'lg';
}) {
  const [failed, setFailed] = useState<string | undefined>(undefined);
  // Decorative: the person's name is always written next to it.
  return (
    <Circle data-size={size} aria-hidden="true">
      {src !== undefined && failed !== src ? (
        <img src={src} alt="" onError={() => setFailed(src)} />
      ) : (
        initialsOf(name)
      )}
    </Circle>
  );
}
