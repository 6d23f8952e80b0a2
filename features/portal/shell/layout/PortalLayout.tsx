import { useApi } from '@api';
import {
  audioPlayingAtom,
  operatorPopupAtom,
  routeOfEntry,
  screen,
  useBackAction,
  usePortalContext,
  useLanguages,
  useTexts,
  type PortalDestination,
  type PortalNavigation,
} from '@features/portal/core';
import { AudioToggle, MobileShell, type ShellMenuItem } from '@ds';
import { useAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PortalAlerts } from '../alerts/PortalAlerts';
import { OperatorModal } from './OperatorModal';
import { shellAnswersFreshMs, shellRequests } from './shellRequests';
import { useLanguageChange, useOperatorSwitch, useSignOut } from './useOperatorSwitch';
import { useSidebarBalance } from './useSidebarBalance';

const Logo = styled.img`
  display: block;
  height: 36px;
  width: auto;
`;

export interface PortalLayoutProps {
  /** The page. */
  children: ReactNode;
  /** Home screens: a menu toggle instead of the back button, and no footer. */
  home?: boolean;
  /** How the layout moves the visitor. */
  navigation: PortalNavigation;
}

/**
 * The portal's frame (§2 Shared layout): the header with the back button (the menu toggle on
 * home) and the operator's logo; the sidebar with the number, the operator-1 points and RECHECK
 * BALANCE, the operator's menu, the language chooser and the audio toggle; the footer with terms
 * and support (not on home); the operator popup and the error dialogs.
 */
export function PortalLayout({ children, home = false, navigation }: PortalLayoutProps) {
  const { query } = useApi('portal');
  const { operatorId, languageId, msisdn, verified } = usePortalContext();
  const texts = useTexts();
  const location = useLocation();
  const [audioPlaying, setAudioPlaying] = useAtom(audioPlayingAtom);
  const [operatorPopup, setOperatorPopup] = useAtom(operatorPopupAtom);
  const [menuOpen, setMenuOpen] = useState(false);
  const { switchOperator } = useOperatorSwitch(navigation);
  const changeLanguage = useLanguageChange(navigation, home);
  const signOut = useSignOut(navigation);
  const back = useBackAction(() => navigation.back());
  const balance = useSidebarBalance(navigation, `${location.pathname}${location.search}`);

  const operators = query.useQuery('get', '/get-operator', undefined, { staleTime: Infinity });
  const languages = useLanguages();
  const requests = shellRequests({ operatorId, languageId });
  const fresh = { staleTime: shellAnswersFreshMs };
  const menu = query.useQuery('get', '/get-menu/{operatorId}/{languageId}', requests.menu, fresh);
  const footer = query.useQuery('post', '/get-footer-section', requests.footer, fresh);
  const operator = operators.data?.data.find((candidate) => candidate.id === operatorId);

  const itemOf = (name: string, destination: PortalDestination): ShellMenuItem => {
    switch (destination.kind) {
      case 'operator-choice':
        return { name, onSelect: () => setOperatorPopup(true) };
      case 'external':
        return { name, href: destination.url };
      default:
        return { name, href: navigation.hrefOf(destination) };
    }
  };
  const menuItems = (menu.data?.data ?? []).map((entry) =>
    itemOf(entry.name, routeOfEntry(entry, { msisdn })),
  );
  // Only a verified number has a session to end.
  if (verified !== undefined) {
    menuItems.push({
      name: texts.signOut,
      onSelect: () => {
        setMenuOpen(false);
        void signOut();
      },
    });
  }

  return (
    <>
      <MobileShell
        home={home}
        logo={operator === undefined ? null : <Logo src={operator.logo} alt={operator.name} />}
        onBack={back}
        menuItems={menuItems}
        onNavigate={(href) => navigation.go({ kind: 'path', path: href })}
        msisdn={msisdn}
        {...balance}
        languages={(languages.data?.data ?? []).map((language) => ({
          value: String(language.id),
          label: language.name,
        }))}
        language={String(languageId)}
        onLanguageChange={(value) => {
          // The page reloads in the new language: the sidebar closes as it would.
          setMenuOpen(false);
          changeLanguage(Number(value));
        }}
        menuOpen={menuOpen}
        onMenuOpenChange={setMenuOpen}
        audioSlot={
          <AudioToggle
            playing={audioPlaying}
            onToggle={setAudioPlaying}
            label={texts.audio}
            stateLabels={{ playing: texts.audioPlaying, muted: texts.audioMuted }}
          />
        }
        termsLink={{
          label: footer.data?.data.terms_of_use_text ?? texts.termsOfUse,
          href: navigation.hrefOf(screen('terms')),
        }}
        supportLink={{
          label: footer.data?.data.support_text ?? texts.support,
          href: navigation.hrefOf(screen('support')),
        }}
        hideFooter={home}
        labels={{
          back: texts.back,
          menu: texts.menu,
          close: texts.closeMenu,
          msisdn: texts.mobileNumber,
          refundPoint: texts.refundPoint,
          bonusPoint: texts.bonusPoint,
          language: texts.language,
        }}
      >
        {children}
      </MobileShell>
      <OperatorModal
        requested={operatorPopup}
        onChoose={(id) => {
          setOperatorPopup(false);
          void switchOperator(id);
        }}
        onClose={() => setOperatorPopup(false)}
      />
      <PortalAlerts navigation={navigation} />
    </>
  );
}
