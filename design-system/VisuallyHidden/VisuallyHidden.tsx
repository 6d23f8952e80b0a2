import styled from 'styled-components';

/**
 * Text for screen readers only: out of sight, still in the page's outline and reading order
 * (e.g. a page's h1 where the design shows none). Render another element with `as`.
 */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
