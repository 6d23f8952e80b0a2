export { ImageLink, type ImageLinkProps } from './ImageLink';
