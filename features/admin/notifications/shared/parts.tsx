import { Label } from '@ds';
import styled from 'styled-components';

/** The padding and spacing of the notification screens inside the admin layout. */
export const ScreenFrame = styled.div`
  display: grid;
  gap: var(--tck-space-4);
  padding: var(--tck-space-6);
`;

export interface SeenLabelProps {
  /** The notification's is_seen: 1 seen, 0 unseen. */
  isSeen: 0 | 1;
}

/** A notification's status as a label: 'Seen' or, highlighted, 'Unseen'. */
export function SeenLabel({ isSeen }: SeenLabelProps) {
  return isSeen === 1 ? <Label>Seen</Label> : <Label tone="primary">Unseen</Label>;
}
