/** Where the visitor's 'no thanks' is kept (local storage: it outlives the visit). */
export const installDismissedKey = 'install_prompt_dismissed';

/** What the prompt needs of storage. */
export interface FlagStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
}

/** Whether the visitor dismissed the home-screen prompt before (§1: never shown again). */
export function installDismissed(storage: FlagStorage): boolean {
  return storage.getItem(installDismissedKey) === '1';
}

/** Remembers the dismissal. */
export function rememberInstallDismissed(storage: FlagStorage): void {
  storage.setItem(installDismissedKey, '1');
}

/** The browser's `beforeinstallprompt` event (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  /** Shows the browser's own install dialog. */
  prompt: () => Promise<void>;
  /** The visitor's answer to it. */
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Whether an event is a usable `beforeinstallprompt`. */
export function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}
