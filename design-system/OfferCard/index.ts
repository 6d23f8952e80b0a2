export { OfferCard, type OfferCardProps } from './OfferCard';
export { formatPrice, formatValidity } from './model';
