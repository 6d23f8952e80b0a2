export { ResourceShow, type ResourceShowProps } from './ResourceShow';
