import { useApi } from '@api';
import {
  audioPlayingAtom,
  QueryGate,
  ScreenStack,
  ScreenTitle,
  useJourney,
  useTexts,
  type PortalNavigation,
} from '@features/portal/core';
import { AudioToggle } from '@ds';
import { useAtom } from 'jotai';
import styled from 'styled-components';
import { campaignDestination, campaignOperators, type CampaignOperator } from '../model/campaign';
import { useNoticeTexts } from '../model/texts';

// At large text on a narrow phone the title, the toggle and the two choices wrap.
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--tck-space-3);
`;

const Choices = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 8rem), 1fr));
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  & a {
    display: grid;
    justify-items: center;
    gap: var(--tck-space-2);
    padding: var(--tck-space-4) var(--tck-space-2);
    border: 1px solid var(--tck-color-border);
    border-radius: var(--tck-radius-md);
    background: var(--tck-color-surface);
    color: var(--tck-color-text);
    font-weight: var(--tck-font-weight-semibold);
    text-decoration: none;
  }
  & img {
    width: 64px;
    height: 64px;
    object-fit: contain;
  }
`;

const Banners = styled.ul`
  display: grid;
  gap: var(--tck-space-3);
  margin: 0;
  padding: 0;
  list-style: none;

  & img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: var(--tck-radius-md);
  }
`;

const Heading = styled.h2`
  margin: 0;
  font-size: var(--tck-font-size-lg);
`;

/** The operators' codes in the order the page offers them. */
const codes: CampaignOperator[] = ['dg', 'um'];

export interface CampaignScreenProps {
  /** How the screen moves the visitor (the top-up hub, a campaign's page). */
  navigation: PortalNavigation;
}

/**
 * The campaign page (§2 /campaign): the operator choice (Digi to the top-up hub with operator 1
 * and language 23, U Mobile with operator 2 and language 12), the campaigns, and the audio toggle.
 */
export function CampaignScreen({ navigation }: CampaignScreenProps) {
  const { query } = useApi('portal');
  const texts = useNoticeTexts();
  const portalTexts = useTexts();
  const [playing, setPlaying] = useAtom(audioPlayingAtom);
  const operators = query.useQuery('get', '/get-operator', undefined, { staleTime: Infinity });
  const campaigns = query.useQuery('get', '/get-campaign');
  useJourney({ pageID: 'CAMPAIGN', service: 'campaign' });

  const go =
    (destination: Parameters<PortalNavigation['go']>[0]) =>
    (event: { preventDefault: () => void }) => {
      event.preventDefault();
      navigation.go(destination);
    };

  return (
    <ScreenStack data-component="CampaignScreen">
      <Top>
        <ScreenTitle>{texts.campaignTitle}</ScreenTitle>
        <AudioToggle
          playing={playing}
          onToggle={setPlaying}
          label={portalTexts.audio}
          stateLabels={{ playing: portalTexts.audioPlaying, muted: portalTexts.audioMuted }}
        />
      </Top>
      <QueryGate query={operators}>
        <Heading>{texts.chooseOperator}</Heading>
        <Choices>
          {codes.map((code) => {
            const operator = operators.data?.data.find(
              (entry) => entry.id === campaignOperators[code].operatorId,
            );
            const destination = campaignDestination(code);
            return operator === undefined ? null : (
              <li key={code}>
                <a href={navigation.hrefOf(destination)} onClick={go(destination)}>
                  <img src={operator.logo} alt="" />
                  {operator.name}
                </a>
              </li>
            );
          })}
        </Choices>
      </QueryGate>
      <QueryGate query={campaigns}>
        <Banners>
          {campaigns.data?.data.campaigns.map((campaign, index) => {
            const destination = { kind: 'path', path: campaign.link } as const;
            return (
              <li key={`${campaign.link}-${String(index)}`}>
                <a href={navigation.hrefOf(destination)} onClick={go(destination)}>
                  <img src={campaign.image} alt={`${texts.campaignTitle} ${String(index + 1)}`} />
                </a>
              </li>
            );
          })}
        </Banners>
      </QueryGate>
    </ScreenStack>
  );
}
