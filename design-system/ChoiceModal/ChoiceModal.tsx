import styled from 'styled-components';
import { Modal } from '../Modal';

/** One choice, e.g. an operator. */
export interface Choice {
  /** The value passed to `onChoose`. */
  id: string | number;
  /** The visible name. */
  name: string;
  /** Address of the logo; decorative, since the name is written beside it. */
  logo?: string;
}

export interface ChoiceModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The heading, e.g. 'Select Your Operator'. */
  title?: string;
  /** The choices. */
  options: readonly Choice[];
  /** The current choice, marked as such. */
  value?: Choice['id'];
  /** Called with the chosen option's id. */
  onChoose: (id: Choice['id']) => void;
  /** Called when the user closes without choosing (if dismissible). */
  onClose: () => void;
  /** False forces a choice: no close button, Escape or backdrop close (first visit). */
  dismissible?: boolean;
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--tck-space-2);
  width: 100%;
  min-height: 44px;
  padding: var(--tck-space-3);
  border: 2px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  font: inherit;
  font-weight: var(--tck-font-weight-semibold);
  cursor: pointer;

  &:hover {
    border-color: var(--tck-color-primary);
  }
  &[aria-current='true'] {
    border-color: var(--tck-color-primary);
    background: var(--tck-color-background);
  }
  & > img {
    width: 100%;
    max-width: 8rem;
    height: 3.5rem;
    object-fit: contain;
  }
`;

/** A dialog asking the user to pick one of a few options shown with names and logos. */
export function ChoiceModal({
  open,
  title = 'Select Your Operator',
  options,
  value,
  onChoose,
  onClose,
  dismissible = true,
}: ChoiceModalProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} dismissible={dismissible} size="sm">
      <List data-component="ChoiceModal">
        {options.map((option) => (
          <li key={option.id}>
            <Option
              type="button"
              aria-current={option.id === value ? 'true' : undefined}
              onClick={() => onChoose(option.id)}
            >
              {option.logo === undefined ? null : <img src={option.logo} alt="" />}
              {option.name}
            </Option>
          </li>
        ))}
      </List>
    </Modal>
  );
}
