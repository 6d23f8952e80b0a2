import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../Button';
import { formatPrice, formatValidity } from './model';

export interface OfferCardProps {
  /** The offer name, e.g. 'Weekly Internet'. */
  title: string;
  /** The data allowance, e.g. '10GB'. */
  packLimit: string;
  /** Validity: days as a number, or ready-made text. */
  validity: number | string;
  /** Price in RM: a number (shown with two decimals) or text. */
  price: number | string;
  /** Marks the offer as unlimited with a badge. */
  unlimited?: boolean;
  /** A short description. */
  body?: ReactNode;
  /** The button text. */
  buttonLabel?: string;
  /** Called when the user picks the offer. */
  onSelect: () => void;
  /** Texts, for translation. */
  labels?: { unlimited?: string; validity?: string; price?: string };
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: var(--tck-space-2);
  padding: var(--tck-space-4);
  border: 1px solid var(--tck-color-border);
  border-radius: var(--tck-radius-lg);
  background: var(--tck-color-surface);
  color: var(--tck-color-text);
  box-shadow: var(--tck-shadow-sm);
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--tck-space-2);
`;

const Title = styled.h3`
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
  font-size: var(--tck-font-size-md);
  font-weight: var(--tck-font-weight-semibold);
`;

const Badge = styled.span`
  flex: none;
  padding: 0 var(--tck-space-2);
  border-radius: var(--tck-radius-pill);
  background: var(--tck-color-success);
  color: var(--tck-color-primary-text);
  font-size: var(--tck-font-size-xs);
  font-weight: var(--tck-font-weight-bold);
  line-height: 1.5rem;
`;

const Limit = styled.p`
  margin: 0;
  /* 'Unlimited' in the largest size is wider than a narrow phone at 200 % text. */
  overflow-wrap: anywhere;
  color: var(--tck-color-primary);
  font-size: var(--tck-font-size-xxl);
  font-weight: var(--tck-font-weight-bold);
  line-height: var(--tck-line-height-tight);
`;

const Body = styled.div`
  color: var(--tck-color-text-muted);
  font-size: var(--tck-font-size-sm);
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0 var(--tck-space-2);
  margin: 0;

  & dt {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
  & dd {
    margin: 0;
  }
  & dd:last-child {
    font-size: var(--tck-font-size-lg);
    font-weight: var(--tck-font-weight-bold);
  }
`;

/** An internet pack offer: allowance, validity, price in RM, an unlimited badge and a button. */
export function OfferCard({
  title,
  packLimit,
  validity,
  price,
  unlimited = false,
  body,
  buttonLabel = 'Buy',
  onSelect,
  labels = {},
}: OfferCardProps) {
  const titleId = useId();
  return (
    <Root aria-labelledby={titleId} data-component="OfferCard">
      <Top>
        <Title id={titleId}>{title}</Title>
        {unlimited ? <Badge>{labels.unlimited ?? 'Unlimited'}</Badge> : null}
      </Top>
      <Limit>{packLimit}</Limit>
      {body === undefined ? null : <Body>{body}</Body>}
      <Facts>
        <dt>{labels.validity ?? 'Validity'}</dt>
        <dd>{formatValidity(validity)}</dd>
        <dt>{labels.price ?? 'Price'}</dt>
        <dd>{formatPrice(price)}</dd>
      </Facts>
      <Button size="lg" fullWidth onClick={onSelect} aria-describedby={titleId}>
        {buttonLabel}
      </Button>
    </Root>
  );
}
