import { useApi } from '@api';
import {
  afterLanguageChange,
  afterOperatorSwitch,
  afterSessionEnded,
  screen,
  usePortalState,
  useTexts,
  useUpdatePortalState,
  type PortalNavigation,
} from '@features/portal/core';
import { useToast } from '@ds';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isFrameAnswer } from './shellRequests';

const newSessionId = () => crypto.randomUUID();

/**
 * Choosing an operator (§4 Operator switch): a different operator clears the stored number and
 * the session data, fetches that operator's language id, stores the operator and reloads the
 * home data, then goes to the operator's home. Choosing the one in use only closes the popup.
 */
export function useOperatorSwitch(navigation: PortalNavigation) {
  const { fetch } = useApi('portal');
  const state = usePortalState();
  const updateState = useUpdatePortalState();
  const queryClient = useQueryClient();
  const toast = useToast();
  const texts = useTexts();
  const [switching, setSwitching] = useState(false);

  const switchOperator = useCallback(
    async (operatorId: number, options: { go?: boolean } = {}) => {
      if (operatorId === state.operatorId) return true;
      setSwitching(true);
      try {
        const { data } = await fetch.POST('/get-language-id', { body: { operatorId } });
        if (data === undefined) throw new Error('get-language-id gave no language');
        updateState(afterOperatorSwitch(operatorId, data.data.language_id, newSessionId));
        await queryClient.invalidateQueries();
        if (options.go !== false) navigation.go(screen('home', String(operatorId)));
        return true;
      } catch (error) {
        console.warn('The operator could not be changed', error);
        toast.show({ tone: 'error', message: texts.operatorSwitchFailed });
        return false;
      } finally {
        setSwitching(false);
      }
    },
    [fetch, navigation, queryClient, state.operatorId, texts, toast, updateState],
  );

  return { switchOperator, switching };
}

/**
 * Choosing a language (§4): the receiver's number, operator, image and country are cleared, then
 * the visitor goes home; at home the texts reload in the new language (the calls' keys change).
 */
export function useLanguageChange(navigation: PortalNavigation, atHome: boolean) {
  const updateState = useUpdatePortalState();
  return useCallback(
    (languageId: number) => {
      updateState((state) => afterLanguageChange(state, languageId));
      if (!atHome) navigation.go(screen('home'));
    },
    [atHome, navigation, updateState],
  );
}

/**
 * Signing out (sidebar): the server ends the session, the number is forgotten with it and the
 * visitor is back at the number screen. The number goes even when the call fails (the session
 * then ends on its own by the server's lifetime): a shared phone must not keep it.
 */
export function useSignOut(navigation: PortalNavigation) {
  const { fetch } = useApi('portal');
  const updateState = useUpdatePortalState();
  const queryClient = useQueryClient();

  return useCallback(async () => {
    try {
      await fetch.POST('/sign-out');
    } catch (error) {
      console.warn('The server did not hear the sign-out', error);
    }
    updateState((state) => {
      const next = afterSessionEnded(state);
      delete next.msisdn;
      return next;
    });
    // Answers of the number (history, subscriptions) must not show after it has gone; the
    // frame's (the language list, menu, footer texts) stay, or the portal would show English
    // until the language list came back.
    queryClient.removeQueries({ predicate: (query) => !isFrameAnswer(query) });
    navigation.go(screen('numberInput', 'input'), { replace: true });
  }, [fetch, navigation, queryClient, updateState]);
}
