/** The networks the refer-a-friend dialog shares to. */
export type ShareNetwork = 'messenger' | 'facebook' | 'whatsapp' | 'viber' | 'skype' | 'sms';

/** One share target. */
export interface ShareLink {
  /** Which network. */
  network: ShareNetwork;
  /** Its display name. */
  label: string;
  /** The address that opens the network's share screen. */
  href: string;
}

const enc = encodeURIComponent;

/**
 * The share links for a url and a message, in the dialog's order: Messenger, Facebook,
 * WhatsApp, Viber, Skype and SMS. Networks that take one text get the message, a line break
 * and the url.
 */
export function buildShareLinks(url: string, message = ''): ShareLink[] {
  const text = message === '' ? url : `${message}\n${url}`;
  return [
    { network: 'messenger', label: 'Messenger', href: `fb-messenger://share/?link=${enc(url)}` },
    {
      network: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}${message === '' ? '' : `&quote=${enc(message)}`}`,
    },
    {
      network: 'whatsapp',
      label: 'WhatsApp',
      href: `https://api.whatsapp.com/send?text=${enc(text)}`,
    },
    { network: 'viber', label: 'Viber', href: `viber://forward?text=${enc(text)}` },
    {
      network: 'skype',
      label: 'Skype',
      href: `https://web.skype.com/share?url=${enc(url)}${message === '' ? '' : `&text=${enc(message)}`}`,
    },
    // 'sms:?&body=' is understood by both Android and iOS.
    { network: 'sms', label: 'SMS', href: `sms:?&body=${enc(text)}` },
  ];
}

/** Whether a share link opens a web page (in a new tab) rather than an app. */
export function isWebLink(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
