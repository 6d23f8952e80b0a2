export { AdminHome, type AdminHomeProps } from './AdminHome';
export * from './AboutPage';
