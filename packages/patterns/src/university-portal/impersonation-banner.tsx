import * as portalMessages from '@lp/locales/en/university-portal';
import { Banner, Button, useFormat, useMessages } from '@lp/ui';
import { CircleAlert, LogOut } from '@lp/ui/icons';
import { useMemo, type ComponentProps } from 'react';
import { useRowAction } from '../row-action';

export interface ImpersonationBannerTexts {
  /** The banner's line (spec 2 §2.12). */
  title: (universityName: string) => string;
  /** Before the start time. */
  startedAt: string;
  /** The button (spec 2 §2.12), and its label while the session ends. */
  endSession: string;
  ending: string;
  /** Shown when ending the session failed. */
  endFailed: string;
}

/** The banner's texts from a language's messages (the `university-portal` namespace). */
function bannerTextsFrom(m: typeof portalMessages.default): ImpersonationBannerTexts {
  return {
    title: (universityName) => m.bannerTitle({ universityName }),
    startedAt: m.bannerStartedAt,
    endSession: m.bannerEndSession,
    ending: m.bannerEnding,
    endFailed: m.bannerEndFailed,
  };
}

export const defaultImpersonationBannerTexts: ImpersonationBannerTexts = bannerTextsFrom(
  portalMessages.default,
);

/** The banner's texts in the tree's language. */
function useImpersonationBannerTexts(): ImpersonationBannerTexts {
  const messages = useMessages(portalMessages);
  return useMemo(() => bannerTextsFrom(messages), [messages]);
}

export interface ImpersonationBannerProps extends Omit<
  ComponentProps<'div'>,
  'children' | 'title'
> {
  /** The impersonated university's name. */
  universityName: string;
  /** When the session started (ISO date-time). */
  startedAt: string;
  /** End Session. A returned promise keeps the button busy until it settles; a rejection says so. */
  onEnd: () => Promise<void> | void;
  /** BCP 47 locale of the start time. @default the tree's language (I18nProvider) */
  locale?: string;
  /** IANA zone of the start time. @default the browser's */
  timeZone?: string;
  /** The visible texts. @default defaultImpersonationBannerTexts */
  texts?: Partial<ImpersonationBannerTexts>;
}

/**
 * The amber banner on top of every page while an admin impersonates a university's
 * administrator (spec 2 §2.12, §4): who, since when, and End Session. A polite status region,
 * so its appearance is read out without interrupting.
 */
export function ImpersonationBanner({
  universityName,
  startedAt,
  onEnd,
  locale,
  timeZone,
  texts: textsProp,
  ...props
}: ImpersonationBannerProps) {
  const texts = { ...useImpersonationBannerTexts(), ...textsProp };
  const format = useFormat();
  // One end at a time; a synchronous onEnd (no promise) shows no busy state.
  const session = useRowAction();
  const ending = session.pending !== null;
  const failed = session.failure !== null;
  const time = useMemo(() => {
    const date = new Date(startedAt);
    if (Number.isNaN(date.getTime())) return null;
    return new Intl.DateTimeFormat(locale ?? format.locale, {
      timeStyle: 'short',
      timeZone,
    }).format(date);
  }, [startedAt, locale, timeZone, format.locale]);

  return (
    <Banner
      variant="impersonation"
      data-slot="impersonation-banner"
      title={<span className="break-words">{texts.title(universityName)}</span>}
      action={
        <Button
          size="sm"
          variant="outline"
          wrap
          loading={ending}
          loadingText={texts.ending}
          onClick={() => void session.run(true, onEnd)}
        >
          <LogOut aria-hidden="true" />
          {texts.endSession}
        </Button>
      }
      {...props}
    >
      {time ? (
        <p className="text-text-muted">
          {texts.startedAt} <time dateTime={startedAt}>{time}</time>
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="flex items-start gap-1.5 font-medium">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {texts.endFailed}
        </p>
      ) : null}
    </Banner>
  );
}
