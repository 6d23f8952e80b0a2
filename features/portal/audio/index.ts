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
  createGuestAudioChannel,
  type AudioChannel,
  type AudioPromptHandler,
  type GuestChannelOptions,
} from './model/channel';
