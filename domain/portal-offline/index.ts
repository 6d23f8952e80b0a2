export {
  endsNumberReads,
  namesNumber,
  portalApiPath,
  savedReadCaches,
  savedReadKey,
  savedReadScope,
  type SavedReadScope,
} from './savedReads';
