export { ColorListInput, type ColorListInputProps } from './ColorListInput';
export {
  colorListError,
  isColorCode,
  parseColorList,
  type ColorEntry,
  type ColorList,
} from './model';
