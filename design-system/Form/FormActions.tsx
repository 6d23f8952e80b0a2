import styled from 'styled-components';
import { Button } from '../Button';

export interface FormActionsProps {
  /** Text of the submit button. */
  submitLabel?: string;
  /** Text of the reset button. */
  resetLabel?: string;
  /** Text of the list action. */
  listLabel?: string;
  /** Shows the submit button loading and ignores clicks while the form is saved. */
  submitting?: boolean;
  /** Restores the defaults; the Reset button shows only when given. */
  onReset?: () => void;
  /** Goes back to the list; the List action shows only when given. */
  onList?: () => void;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--tck-space-2);
`;

const Spacer = styled.span`
  flex: 1;
`;

/** The buttons under an admin form: Submit (primary), Reset (secondary) and a List link-like action. */
export function FormActions({
  submitLabel = 'Submit',
  resetLabel = 'Reset',
  listLabel = 'List',
  submitting = false,
  onReset,
  onList,
}: FormActionsProps) {
  return (
    <Root data-component="FormActions">
      <Button type="submit" variant="primary" loading={submitting}>
        {submitLabel}
      </Button>
      {onReset && (
        <Button variant="secondary" disabled={submitting} onClick={onReset}>
          {resetLabel}
        </Button>
      )}
      <Spacer />
      {onList && (
        <Button variant="link" onClick={onList}>
          {listLabel}
        </Button>
      )}
    </Root>
  );
}
