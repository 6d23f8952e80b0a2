export { QueryListScreen, type QueryListScreenProps } from './QueryListScreen/QueryListScreen';
export { QueryFormScreen, type QueryFormScreenProps } from './QueryFormScreen/QueryFormScreen';
