export type { LiveChannel, LiveMessageHandler } from './LiveChannel';
export { createMqttLiveChannel, type MqttLiveChannelOptions } from './mqttLiveChannel';
export {
  LiveChannelProvider,
  useLiveChannel,
  type LiveChannelProviderProps,
} from './LiveChannelProvider';
export {
  liveChannelUrl,
  mqttClientId,
  parseNotificationMessage,
  type LiveChannelUrlOptions,
  type LiveNotification,
  type PageLocation,
} from './model';
