import { describe, expect, it } from 'vitest';
import {
  installDismissed,
  installDismissedKey,
  isInstallPromptEvent,
  rememberInstallDismissed,
} from './install';

/** A storage in memory. */
function memory() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('the home-screen prompt (customer-portal §1)', () => {
  it('is offered until dismissed, and the dismissal is remembered', () => {
    const storage = memory();
    expect(installDismissed(storage)).toBe(false);
    rememberInstallDismissed(storage);
    expect(installDismissed(storage)).toBe(true);
    expect(storage.values.get(installDismissedKey)).toBe('1');
  });

  it('takes only an event that can prompt', () => {
    expect(isInstallPromptEvent(new Event('beforeinstallprompt'))).toBe(false);
    const event = Object.assign(new Event('beforeinstallprompt'), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    expect(isInstallPromptEvent(event)).toBe(true);
  });
});
