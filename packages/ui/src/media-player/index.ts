export { MediaPlayer, mediaPlayerVariants, defaultMediaPlayerLabels } from './media-player';
export type {
  MediaPlayerProps,
  MediaPlayerHandle,
  MediaPlayerLabels,
  MediaCaptions,
} from './media-player';
export { EmbedPlayer } from './embed-player';
export type { EmbedPlayerProps } from './embed-player';
export { useMediaPlayer, clampTime } from './use-media-player';
export type { UseMediaPlayerOptions, MediaPlayerState } from './use-media-player';
