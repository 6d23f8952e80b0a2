import { useApi } from '@api';
import {
  QueryGate,
  screen,
  useJourney,
  usePortalContext,
  useTexts,
  useUpdatePortalState,
  type PortalNavigation,
} from '@features/portal/core';
import { Button, ButtonLink, ServiceHero, Spinner } from '@ds';
import { isSubscribed } from '../model/flow';
import { useRegistrationStatus } from '../model/useRegistrationStatus';
import { useServiceName } from '../model/useServiceName';

export interface ServiceScreenProps {
  /** The service of the address (else the stored one). */
  service?: string;
  /** How the screen moves the visitor. */
  navigation: PortalNavigation;
}

/**
 * A service page (§2 Service page, §4): picture, title, overlay, description and Subscribe; for
 * a subscriber (status 0) Visit and Unsubscribe instead. Subscribing goes to the confirmation
 * with a verified number, else to the number input first.
 */
export function ServiceScreen({ service: fromAddress, navigation }: ServiceScreenProps) {
  const { query } = useApi('portal');
  const { languageId, verified } = usePortalContext();
  const texts = useTexts();
  const updateState = useUpdatePortalState();
  const service = useServiceName(fromAddress);
  const page = query.useQuery(
    'post',
    '/content/{service}',
    {
      params: {
        path: { service: service ?? '' },
        query: { languageId, ...(verified === undefined ? {} : { msisdn: verified }) },
      },
    },
    { enabled: service !== undefined },
  );
  const status = useRegistrationStatus(service);
  const detail = page.data?.data;
  useJourney(
    detail === undefined
      ? undefined
      : {
          pageID: 'SERVICE_PAGE',
          service,
          optionId: detail.option_id,
          serviceId: detail.service_id,
        },
  );
  if (service === undefined) {
    return null;
  }
  const content = detail?.service;
  const subscribed = isSubscribed(status.data?.data.status);
  const checking = verified !== undefined && status.isPending;

  const subscribe = () => {
    // The service's own price: no package of a package page goes with it.
    updateState(({ packageId: _chosen, ...state }) => state);
    navigation.go(verified === undefined ? screen('numberInput', service) : screen('confirmation'));
  };

  const actions = checking ? (
    <Spinner label={texts.checkingSubscription} />
  ) : subscribed ? (
    <>
      {content?.visit_url ? (
        <ButtonLink href={content.visit_url} size="lg" fullWidth>
          {content.visit_btn_text}
        </ButtonLink>
      ) : null}
      <Button
        size="lg"
        variant="secondary"
        fullWidth
        onClick={() => navigation.go(screen('unsubConfirmation', service))}
      >
        {content?.unsubscribe_btn_text}
      </Button>
    </>
  ) : (
    <Button size="lg" fullWidth onClick={subscribe}>
      {content?.subscribe_btn_text}
    </Button>
  );

  return (
    <QueryGate query={page}>
      {content === undefined ? null : (
        <ServiceHero
          image={content.image_link}
          title={content.title}
          overlay={content.overlay_desc}
          description={content.desc}
          status={subscribed ? texts.subscribed : undefined}
          actions={
            <>
              {actions}
              {content.app_download_link ? (
                <ButtonLink
                  href={content.app_download_link}
                  variant="secondary"
                  size="lg"
                  fullWidth
                >
                  {content.download_btn_text}
                </ButtonLink>
              ) : null}
            </>
          }
        />
      )}
    </QueryGate>
  );
}
