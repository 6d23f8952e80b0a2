/**
 * Story helpers of the live channel (`@features/platform/live-channel/stories`): a channel the
 * story drives by hand, without a broker. A separate entry, so apps never bundle it.
 */
export { createFakeLiveChannel, type FakeLiveChannel } from './fakeLiveChannel';
