import { usePortalLanguage, type PortalLanguage } from '@features/portal/core';
import { InstallPrompt } from '@ds';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import {
  installDismissed,
  isInstallPromptEvent,
  rememberInstallDismissed,
  type FlagStorage,
  type InstallPromptEvent,
} from '../model/install';

const Dock = styled.div`
  position: fixed;
  inset: auto var(--tck-space-3) var(--tck-space-3);
  z-index: 20;
  max-width: 30rem;
  margin: 0 auto;
`;

const texts: Record<
  PortalLanguage,
  { message: string; install: string; dismiss: string; region: string }
> = {
  en: {
    message: 'Add this portal to your home screen.',
    install: 'Add',
    dismiss: 'No thanks',
    region: 'Add to home screen',
  },
  ms: {
    message: 'Tambah portal ini ke skrin utama anda.',
    install: 'Tambah',
    dismiss: 'Tidak, terima kasih',
    region: 'Tambah ke skrin utama',
  },
  bn: {
    message: 'এই পোর্টালটি আপনার হোম স্ক্রিনে যোগ করুন।',
    install: 'যোগ করুন',
    dismiss: 'না, ধন্যবাদ',
    region: 'হোম স্ক্রিনে যোগ করুন',
  },
};

export interface InstallOfferProps {
  /** Where the dismissal is remembered; the browser's local storage by default. */
  storage?: FlagStorage;
  /** Where `beforeinstallprompt` arrives; the window by default. */
  target?: EventTarget;
}

/**
 * The home-screen shortcut offer (§1): shown when the browser fires `beforeinstallprompt`, Add
 * opens the browser's install dialog; a dismissal is remembered and it is never shown again.
 */
export function InstallOffer({
  storage = globalThis.localStorage,
  target = globalThis.window,
}: InstallOfferProps) {
  const words = texts[usePortalLanguage()];
  const [event, setEvent] = useState<InstallPromptEvent>();
  useEffect(() => {
    const listener = (incoming: Event) => {
      if (!isInstallPromptEvent(incoming)) return;
      // The browser's own mini-bar would compete with the portal's offer.
      incoming.preventDefault();
      if (!installDismissed(storage)) setEvent(incoming);
    };
    target.addEventListener('beforeinstallprompt', listener);
    return () => target.removeEventListener('beforeinstallprompt', listener);
  }, [storage, target]);
  if (event === undefined) return null;
  return (
    <Dock>
      <InstallPrompt
        message={words.message}
        labels={{ install: words.install, dismiss: words.dismiss, region: words.region }}
        onInstall={() => {
          setEvent(undefined);
          event
            .prompt()
            .then(() => event.userChoice)
            .catch((reason: unknown) => console.info('Install prompt not shown', reason));
        }}
        onDismiss={() => {
          rememberInstallDismissed(storage);
          setEvent(undefined);
        }}
      />
    </Dock>
  );
}
