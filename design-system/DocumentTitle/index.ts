export {
  documentTitle,
  DocumentTitleProvider,
  useDocumentTitle,
  type DocumentTitleProviderProps,
} from './DocumentTitle';
