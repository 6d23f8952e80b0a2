export { Pager, type PagerProps } from './Pager';
export { pagerModel, type PagerModel, type PagerModelInput } from './model';
