import { useApi } from '@api';
import { useJourney, useTexts } from '@features/portal/core';
import styled from 'styled-components';

const Title = styled.h1`
  margin: 0;
  font-size: var(--tck-font-size-xl);
`;

export interface OperatorPageProps {
  /** The operator id of the address. */
  operatorId: number;
}

/** /operator/:id: the spec's empty placeholder page, titled with the operator's name. */
export function OperatorPage({ operatorId }: OperatorPageProps) {
  const { query } = useApi('portal');
  const texts = useTexts();
  const operators = query.useQuery('get', '/get-operator', undefined, { staleTime: Infinity });
  const name = operators.data?.data.find((operator) => operator.id === operatorId)?.name;
  useJourney({ pageID: 'OPERATOR_PAGE' });
  return <Title>{name ?? texts.operatorPage}</Title>;
}
