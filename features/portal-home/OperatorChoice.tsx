import { useApi, type Schema } from '@api';
import { Button, Spinner } from '@ds';
import styled from 'styled-components';

const Page = styled.main`
  display: grid;
  gap: var(--tck-space-4);
  padding: var(--tck-space-5) var(--tck-space-4);
  max-width: 480px;
  margin: 0 auto;
`;

const Title = styled.h1`
  margin: 0;
  font-size: var(--tck-font-size-xl);
  text-align: center;
`;

const List = styled.ul`
  display: grid;
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Message = styled.p`
  margin: 0;
  text-align: center;
  color: var(--tck-color-text-muted);
`;

export interface OperatorChoiceProps {
  /** Called with the operator the customer picks. */
  onSelect: (operator: Schema<'Operator'>) => void;
}

/** 'Select Your Operator': the portal's first question to a new visitor. */
export function OperatorChoice({ onSelect }: OperatorChoiceProps) {
  const { query } = useApi('portal');
  const operators = query.useQuery('get', '/get-operator');

  return (
    <Page data-component="OperatorChoice">
      <Title>Select Your Operator</Title>
      {operators.isPending ? (
        <Message>
          <Spinner label="Loading operators" />
        </Message>
      ) : operators.isError ? (
        <>
          <Message role="alert">Operators could not be loaded.</Message>
          <Button variant="secondary" fullWidth onClick={() => void operators.refetch()}>
            Try again
          </Button>
        </>
      ) : operators.data.data.length === 0 ? (
        <Message>No operator is available right now.</Message>
      ) : (
        <List>
          {operators.data.data.map((operator) => (
            <li key={operator.id}>
              <Button size="lg" fullWidth onClick={() => onSelect(operator)}>
                {operator.name}
              </Button>
            </li>
          ))}
        </List>
      )}
    </Page>
  );
}
