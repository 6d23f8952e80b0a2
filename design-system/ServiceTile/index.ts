export { ServiceTile, type ServiceTileProps } from './ServiceTile';
