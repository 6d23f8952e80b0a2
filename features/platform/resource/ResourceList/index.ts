export { ResourceList, type ResourceListProps } from './ResourceList';
export { ListFilterPanel, ListFooter, ScreenPage } from './listLayout';
