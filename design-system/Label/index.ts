export { Label, type LabelProps, type LabelTone } from './Label';
