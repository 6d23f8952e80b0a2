export { Sidebar, type SidebarProps } from './Sidebar';
export {
  activeTrail,
  DEFAULT_HIDDEN_TITLES,
  hrefFor,
  MAX_DEPTH,
  visibleTree,
  type SidebarMenuItem,
} from './model';
