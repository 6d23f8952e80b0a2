import styled from 'styled-components';

/** A grid of choices (amounts, wallets), two a row. */
export const Choices = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A choice to pick: its main line large (`strong`), a note under it (`span`), maybe a picture. */
export const Choice = styled.button`
  display: grid;
  gap: var(--tck-space-1);
  width: 100%;
  min-height: 5.5rem;
  padding: var(--tck-space-4) var(--tck-space-3);
  border: 2px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  font: inherit;
  text-align: center;
  cursor: pointer;

  &[aria-pressed='true'] {
    border-color: var(--tck-color-primary);
    box-shadow: inset 0 0 0 1px var(--tck-color-primary);
  }

  &:focus-visible {
    outline: 3px solid var(--tck-color-focus);
    outline-offset: 2px;
  }

  strong {
    font-size: var(--tck-font-size-xl);
  }

  img {
    justify-self: center;
    width: 3rem;
    height: 3rem;
  }

  span {
    color: var(--tck-color-text-muted);
    font-size: var(--tck-font-size-sm);
  }
`;
