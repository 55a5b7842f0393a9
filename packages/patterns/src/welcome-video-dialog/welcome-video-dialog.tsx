import { toWelcomeVideoEmbedUrl } from '@lp/contract';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  EmbedPlayer,
  useMessages,
} from '@lp/ui';
import * as welcomeVideoDialogMessages from '@lp/locales/en/welcome-video-dialog';
import { useRef } from 'react';

export interface WelcomeVideoDialogTexts {
  /** The dialog's title. */
  title: string;
  /** The line under the title. */
  description: string;
  /** The video frame's name. */
  player: string;
  /** The close button's name. */
  close: string;
  /** Shown without an address (spec 2 §2.4). */
  placeholderTitle: string;
  /** Shown without an address (spec 2 §2.4). */
  placeholderHint: string;
}

export const defaultWelcomeVideoDialogTexts: WelcomeVideoDialogTexts = {
  ...welcomeVideoDialogMessages.default,
};

export interface WelcomeVideoDialogProps {
  /** Whether the dialog is open (the app opens it on the showWelcomeVideo event or Start Now). */
  open: boolean;
  /** Called when the dialog asks to open or close (close button, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /** The configured welcome video (welcomeMessageUrl); Vimeo page and event links are converted to embeds. @default undefined */
  videoUrl?: string | null;
  /** The visible texts. @default defaultWelcomeVideoDialogTexts */
  texts?: Partial<WelcomeVideoDialogTexts>;
}

/**
 * The welcome video (spec 2 §2.4): plays the configured address in ui's embed player, or says
 * where to configure one. Only allow-listed embed addresses are ever framed.
 */
export function WelcomeVideoDialog({
  open,
  onOpenChange,
  videoUrl,
  texts: textsProp,
}: WelcomeVideoDialogProps) {
  const messages = useMessages(welcomeVideoDialogMessages);
  const texts = { ...messages, ...textsProp };
  const src = videoUrl ? toWelcomeVideoEmbedUrl(videoUrl) : null;
  // Radix returns focus only to a DialogTrigger; this dialog opens from a card's button or a
  // window event, so it remembers what had focus and gives it back on close.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="xl"
        closeLabel={texts.close}
        data-slot="welcome-video-dialog"
        onOpenAutoFocus={() => {
          const active = document.activeElement;
          returnFocus.current = active instanceof HTMLElement ? active : null;
        }}
        onCloseAutoFocus={(event) => {
          const target = returnFocus.current;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
      >
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </DialogHeader>
        <EmbedPlayer
          src={src}
          title={texts.player}
          placeholderTitle={texts.placeholderTitle}
          placeholderHint={texts.placeholderHint}
        />
      </DialogContent>
    </Dialog>
  );
}
