export type { Schema } from '../domain/schema';
