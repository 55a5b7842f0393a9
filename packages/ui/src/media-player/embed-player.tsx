import { isAllowedEmbedUrl } from '@lp/contract';
import type { ComponentProps } from 'react';
import * as embedMessages from '@lp/locales/en/ui-media-player';
import { useMessages } from '../i18n';
import { Video } from '../icon';
import { cn } from '../lib/cn';

export interface EmbedPlayerProps extends Omit<ComponentProps<'div'>, 'children' | 'title'> {
  /** A Vimeo or YouTube embed address as the contract's converters produce it; anything else shows the placeholder. */
  src?: string | null;
  /** The frame's accessible name. @default 'Video player' */
  title?: string;
  /** The placeholder's first line (spec 1 §8). @default 'Welcome message video will appear here' */
  placeholderTitle?: string;
  /** The placeholder's second line (spec 1 §8). @default 'Configure the URL in Video Content Administration' */
  placeholderHint?: string;
}

/**
 * A Vimeo or YouTube video in a sandboxed frame (spec 1 §7, spec 2 §2.4). Only the embed
 * addresses of the contract's allow-list are framed; a missing or foreign address shows the
 * placeholder instead, so a stored value can never frame an arbitrary page.
 */
export function EmbedPlayer({ src, className, ...allProps }: EmbedPlayerProps) {
  const text = useMessages(embedMessages);
  const {
    title = text.embedTitle,
    placeholderTitle = text.embedPlaceholderTitle,
    placeholderHint = text.embedPlaceholderHint,
    ...props
  } = allProps;
  const allowed = typeof src === 'string' && isAllowedEmbedUrl(src);
  return (
    <div
      data-slot="embed-player"
      data-state={allowed ? 'ready' : 'placeholder'}
      className={cn(
        'relative aspect-video w-full overflow-hidden rounded-lg border border-border bg-surface-sunken',
        className,
      )}
      {...props}
    >
      {allowed ? (
        <iframe
          src={src.trim()}
          title={title}
          sandbox="allow-scripts allow-same-origin allow-presentation"
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          loading="lazy"
          className="absolute inset-0 size-full border-0"
        />
      ) : (
        <div
          data-slot="embed-player-placeholder"
          className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center"
        >
          <Video aria-hidden="true" strokeWidth={1.5} className="size-10 text-text-muted" />
          <p className="font-medium text-text">{placeholderTitle}</p>
          <p className="text-sm text-text-muted">{placeholderHint}</p>
        </div>
      )}
    </div>
  );
}
