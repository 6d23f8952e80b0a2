export { SeeMore, type SeeMoreProps } from './SeeMore';
