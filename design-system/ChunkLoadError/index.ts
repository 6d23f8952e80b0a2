export { ChunkLoadError, type ChunkLoadErrorProps } from './ChunkLoadError';
