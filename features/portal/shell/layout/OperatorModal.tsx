import { useApi } from '@api';
import { needsOperatorChoice, usePortalState, useTexts } from '@features/portal/core';
import { ChoiceModal } from '@ds';

export interface OperatorModalProps {
  /** Whether the visitor asked for it (an operator tile or menu entry). */
  requested: boolean;
  /** Called with the operator chosen. */
  onChoose: (operatorId: number) => void;
  /** Called when a requested popup is closed without a choice. */
  onClose: () => void;
}

/**
 * 'Select Your Operator' (§2): each operator's name and logo. It opens by itself on a first
 * visit, until an operator is chosen (then it cannot be dismissed), unless the session flag
 * keeps it closed; the operator tile and menu entry open it on request.
 */
export function OperatorModal({ requested, onChoose, onClose }: OperatorModalProps) {
  const { query } = useApi('portal');
  const state = usePortalState();
  const texts = useTexts();
  const operators = query.useQuery('get', '/get-operator', undefined, { staleTime: Infinity });
  const firstVisit = needsOperatorChoice(state);
  return (
    <ChoiceModal
      open={(firstVisit || requested) && operators.isSuccess}
      title={texts.selectOperator}
      options={(operators.data?.data ?? []).map(({ id, name, logo }) => ({ id, name, logo }))}
      value={state.operatorId}
      dismissible={!firstVisit}
      onChoose={(id) => onChoose(Number(id))}
      onClose={onClose}
    />
  );
}
