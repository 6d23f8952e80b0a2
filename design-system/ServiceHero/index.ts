export { ServiceHero, type ServiceHeroProps } from './ServiceHero';
