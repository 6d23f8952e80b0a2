export {
  administratorRoleSlug,
  menuEntryVisible,
  visibleMenu,
  type MenuViewer,
} from './visibility';
