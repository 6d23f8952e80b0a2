import styled, { css } from 'styled-components';

/** The bordered box every text-like control shares (input frames and the textarea). */
export const fieldBox = css`
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-md);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  font: inherit;
  font-size: var(--tck-font-size-sm);
  line-height: var(--tck-line-height-normal);
  transition: border-color var(--tck-motion-fast) var(--tck-motion-easing);
`;

/** Hides an element visually while keeping it for screen readers and keyboard focus. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/**
 * The frame around an input and its prefix or suffix. The focus ring and the invalid, disabled
 * and read-only looks follow the input inside, so every input gets them without props.
 */
export const Frame = styled.div`
  ${fieldBox}
  display: flex;
  align-items: center;
  min-height: var(--tck-control-height-md);
  width: 100%;

  &:has(input:focus-visible) {
    outline: 3px solid var(--tck-color-focus);
    outline-offset: 2px;
  }
  &:hover:not(:has(input:disabled)) {
    border-color: var(--tck-color-text-muted);
  }
  &:has(input[aria-invalid='true']) {
    border-color: var(--tck-color-danger);
    box-shadow: inset 0 0 0 1px var(--tck-color-danger);
  }
  &:has(input:read-only:not(:disabled)) {
    background: var(--tck-color-background);
  }
  &:has(input:disabled) {
    background: var(--tck-color-secondary);
    cursor: not-allowed;
    color: var(--tck-color-text-muted);
  }
`;

/**
 * The bare input inside a Frame. A percentage width makes it count for nothing in the width its
 * container needs (a form control's rule), so at large text it narrows with the page instead
 * of holding the page as wide as its default size.
 */
export const Input = styled.input`
  flex: 1;
  min-width: 0;
  width: 100%;
  align-self: stretch;
  padding: 0 var(--tck-space-3);
  border: 0;
  border-radius: inherit;
  background: transparent;
  color: inherit;
  font: inherit;

  &:focus-visible {
    /* The frame draws the focus ring around the input and its prefix or suffix. */
    outline: none;
  }
  &:disabled {
    cursor: not-allowed;
  }
  &::placeholder {
    color: var(--tck-color-text-muted);
  }
`;

/** Text or a control shown before or after the input inside the frame. */
export const Adornment = styled.span`
  display: inline-flex;
  align-items: center;
  padding: 0 var(--tck-space-3);
  color: var(--tck-color-text-muted);
  white-space: nowrap;

  &[data-position='prefix'] {
    padding-right: 0;
  }
  &[data-position='suffix'] {
    padding: 0 var(--tck-space-1);
  }
`;

/** An error message under a control, linked to it with aria-describedby. */
export const FieldError = styled.p`
  margin: var(--tck-space-1) 0 0;
  color: var(--tck-color-danger);
  font-size: var(--tck-font-size-sm);
`;
