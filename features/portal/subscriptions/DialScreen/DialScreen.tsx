import { useApi } from '@api';
import {
  fill,
  QueryGate,
  ScreenStack,
  useJourney,
  usePortalContext,
  useTexts,
} from '@features/portal/core';
import { ButtonLink, EmptyState } from '@ds';
import styled from 'styled-components';
import { useServiceName } from '../model/useServiceName';

const Text = styled.p`
  margin: 0;
  font-size: var(--tck-font-size-lg);
`;

export interface DialScreenProps {
  /** The service to subscribe to by dialling. */
  service: string;
}

/** The dial page (§2): how to subscribe by dialling a code, with a tel: link to dial it. */
export function DialScreen({ service: fromAddress }: DialScreenProps) {
  const { query } = useApi('portal');
  const { languageId, verified } = usePortalContext();
  const texts = useTexts();
  const service = useServiceName(fromAddress) ?? fromAddress;
  const step = query.useQuery('post', '/content/{service}/step/1', {
    params: { path: { service } },
    body: { languageId, ...(verified === undefined ? {} : { pmsisdn: verified }) },
  });
  useJourney({ pageID: 'DIAL_PAGE', service });
  const data = step.data?.data;
  const dial = data !== undefined && 'tel' in data ? data : undefined;
  return (
    <QueryGate query={step}>
      {dial === undefined ? (
        <EmptyState title={texts.noItems} />
      ) : (
        <ScreenStack data-component="DialScreen">
          <Text>{dial.desc}</Text>
          <ButtonLink href={`tel:${encodeURIComponent(dial.tel)}`} size="lg" fullWidth>
            {fill(texts.dial, { tel: dial.tel })}
          </ButtonLink>
        </ScreenStack>
      )}
    </QueryGate>
  );
}
