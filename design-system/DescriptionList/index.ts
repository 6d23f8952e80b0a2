export {
  DescriptionList,
  type DescriptionItem,
  type DescriptionListProps,
} from './DescriptionList';
