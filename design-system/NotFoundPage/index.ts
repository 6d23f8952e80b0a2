export { NotFoundPage, type NotFoundPageProps } from './NotFoundPage';
