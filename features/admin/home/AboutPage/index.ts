export { AboutPage, BlankPage, type AboutPageProps } from './AboutPage';
