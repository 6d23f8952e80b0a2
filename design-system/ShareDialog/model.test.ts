import { describe, expect, it } from 'vitest';
import { buildShareLinks, isWebLink } from './model';

const url = 'https://portal.example.com/refer?re_token=ab c&x=1';
const message = 'Join me & get 100 points!';

describe('buildShareLinks', () => {
  const links = buildShareLinks(url, message);
  const href = (network: string) => links.find((link) => link.network === network)?.href;

  it('lists the six networks in the dialog order', () => {
    expect(links.map((link) => link.label)).toEqual([
      'Messenger',
      'Facebook',
      'WhatsApp',
      'Viber',
      'Skype',
      'SMS',
    ]);
  });

  it('encodes the url and message for each network', () => {
    const u = encodeURIComponent(url);
    const m = encodeURIComponent(message);
    const t = encodeURIComponent(`${message}\n${url}`);
    expect(href('messenger')).toBe(`fb-messenger://share/?link=${u}`);
    expect(href('facebook')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${u}&quote=${m}`);
    expect(href('whatsapp')).toBe(`https://api.whatsapp.com/send?text=${t}`);
    expect(href('viber')).toBe(`viber://forward?text=${t}`);
    expect(href('skype')).toBe(`https://web.skype.com/share?url=${u}&text=${m}`);
    expect(href('sms')).toBe(`sms:?&body=${t}`);
  });

  it('keeps no raw spaces or ampersands from the input', () => {
    for (const link of links) {
      expect(link.href).not.toContain(' ');
      expect(link.href).not.toContain('& get');
    }
  });

  it('shares the url alone without a message', () => {
    const bare = buildShareLinks('https://x.example/a');
    expect(bare.find((link) => link.network === 'whatsapp')?.href).toBe(
      'https://api.whatsapp.com/send?text=https%3A%2F%2Fx.example%2Fa',
    );
    expect(bare.find((link) => link.network === 'facebook')?.href).not.toContain('quote');
    expect(bare.find((link) => link.network === 'skype')?.href).not.toContain('text=');
  });
});

describe('isWebLink', () => {
  it('tells web pages from app schemes', () => {
    expect(isWebLink('https://api.whatsapp.com/send')).toBe(true);
    expect(isWebLink('viber://forward?text=a')).toBe(false);
    expect(isWebLink('sms:?&body=a')).toBe(false);
  });
});
