export { seededRandom } from './seededRandom';
