export {
  AudioPrompts,
  GuestAudioPrompts,
  type AudioPromptsProps,
} from './AudioPrompts/AudioPrompts';
export {
  AUDIO_BROKER_OPTIONS,
  AUDIO_QOS,
  createAudioPlayer,
  type AudioElementLike,
  type AudioPlayer,
} from './model/audio';
export {
  createFakeAudioChannel,
  createGuestAudioChannel,
  type AudioChannel,
  type AudioPromptHandler,
  type FakeAudioChannel,
  type GuestChannelOptions,
} from './model/channel';
