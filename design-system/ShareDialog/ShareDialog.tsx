import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { buildShareLinks, isWebLink } from './model';

export interface ShareDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the user closes it. */
  onClose: () => void;
  /** The address to share, e.g. the referral link. */
  url: string;
  /** The text shared with it, e.g. the refer message. */
  message?: string;
  /** The heading. */
  title?: string;
  /** Copies text; defaults to the Clipboard API. A rejection is only logged. */
  copy?: (text: string) => Promise<void>;
  /** Texts, for translation. */
  labels?: { copy?: string; copied?: string };
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: var(--tck-space-2);
  margin: 0 0 var(--tck-space-4);
  padding: 0;
  list-style: none;

  & a {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: var(--tck-space-1);
    min-height: 64px;
    padding: var(--tck-space-2);
    border: 1px solid var(--tck-color-border);
    border-radius: var(--tck-radius-md);
    color: var(--tck-color-text);
    font-size: var(--tck-font-size-sm);
    font-weight: var(--tck-font-weight-semibold);
    text-decoration: none;
  }
  & a:hover {
    border-color: var(--tck-color-primary);
  }
  & a > span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2rem;
    height: 2rem;
    border-radius: var(--tck-radius-pill);
    background: var(--tck-color-primary);
    color: var(--tck-color-primary-text);
    font-weight: var(--tck-font-weight-bold);
  }
`;

const Status = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

const clipboardCopy = (text: string) => navigator.clipboard.writeText(text);

/**
 * The refer-a-friend share dialog: links to Messenger, Facebook, WhatsApp, Viber, Skype and SMS,
 * and a 'Copy Link' button that reads 'Copied' once the link is on the clipboard.
 */
export function ShareDialog({
  open,
  onClose,
  url,
  message = '',
  title = 'Share',
  copy = clipboardCopy,
  labels = {},
}: ShareDialogProps) {
  // The url that was copied, so a new url or a reopened dialog offers copying again.
  const [copied, setCopied] = useState<string | null>(null);
  const isCopied = copied === url;

  const close = () => {
    setCopied(null);
    onClose();
  };

  const copyLink = () => {
    copy(url).then(
      () => setCopied(url),
      (error: unknown) => console.error('Copy link failed', error),
    );
  };

  return (
    <Modal open={open} title={title} onClose={close} size="sm">
      <div data-component="ShareDialog">
        <Grid>
          {buildShareLinks(url, message).map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                {...(isWebLink(link.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <span aria-hidden="true">{link.label.charAt(0)}</span>
                {link.label}
              </a>
            </li>
          ))}
        </Grid>
        <Button variant={isCopied ? 'secondary' : 'primary'} size="lg" fullWidth onClick={copyLink}>
          {isCopied ? (labels.copied ?? 'Copied') : (labels.copy ?? 'Copy Link')}
        </Button>
        <Status role="status">{isCopied ? (labels.copied ?? 'Copied') : ''}</Status>
      </div>
    </Modal>
  );
}
