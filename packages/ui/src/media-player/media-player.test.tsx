import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbedPlayer } from './embed-player';
import { MediaPlayer, type MediaPlayerHandle } from './media-player';
import { clampTime } from './use-media-player';
import * as esMedia from '@lp/locales/es/ui-media-player';
import { I18nProvider } from '../i18n';

// jsdom does not play media: play() and pause() flip `paused` and fire the events a browser would.
const paused = new WeakMap<HTMLMediaElement, boolean>();
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    return paused.get(this) ?? true;
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, false);
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    paused.set(this, true);
    this.dispatchEvent(new Event('pause'));
  });
});
afterEach(() => vi.restoreAllMocks());

function loadMedia(seconds: number) {
  const media = document.querySelector<HTMLMediaElement>('video, audio')!;
  Object.defineProperty(media, 'duration', { configurable: true, value: seconds });
  fireEvent(media, new Event('loadedmetadata'));
  return media;
}

describe('MediaPlayer', () => {
  it('plays and pauses from its button, whose name follows the state', async () => {
    render(<MediaPlayer title="Lesson video" src="lesson.mp4" />);
    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeVisible();
  });

  it('shows the time in m:ss and seeks with the slider, reporting the new time', () => {
    const onTimeUpdate = vi.fn();
    render(<MediaPlayer title="Lesson video" src="lesson.mp4" onTimeUpdate={onTimeUpdate} />);
    const media = loadMedia(130);
    const slider = screen.getByRole('slider', { name: 'Seek' });
    expect(slider).toHaveAttribute('aria-valuetext', '0:00 of 2:10');
    fireEvent.change(slider, { target: { value: '75' } });
    expect(media.currentTime).toBe(75);
    expect(onTimeUpdate).toHaveBeenLastCalledWith(75);
    expect(screen.getByText('1:15 / 2:10')).toBeVisible();
  });

  it('skips 10 seconds back and forward on audio, never before the start', async () => {
    render(<MediaPlayer kind="audio" title="Podcast" src="talk.mp3" />);
    const media = loadMedia(600);
    await userEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(media.currentTime).toBe(20);
    await userEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    expect(media.currentTime).toBe(10);
    await userEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    expect(media.currentTime).toBe(0);
  });

  it('has no skip buttons on video unless asked', () => {
    render(<MediaPlayer title="Lesson video" />);
    expect(screen.queryByRole('button', { name: 'Back 10 seconds' })).not.toBeInTheDocument();
  });

  it('follows a seek request from its parent, by prop and by handle', () => {
    const handle = createRef<MediaPlayerHandle>();
    const { rerender } = render(
      <MediaPlayer title="Lesson video" src="a.mp4" controlRef={handle} />,
    );
    const media = loadMedia(300);
    rerender(<MediaPlayer title="Lesson video" src="a.mp4" controlRef={handle} seekTo={42} />);
    expect(media.currentTime).toBe(42);
    act(() => handle.current!.seek(99));
    expect(media.currentTime).toBe(99);
  });

  it('answers the keyboard on the video: K plays, arrows seek 5 s, M mutes', async () => {
    render(<MediaPlayer title="Lesson video" src="a.mp4" />);
    const media = loadMedia(300);
    media.focus();
    await userEvent.keyboard('k');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(media.currentTime).toBe(5);
    await userEvent.keyboard('m');
    expect(media.muted).toBe(true);
    fireEvent(media, new Event('volumechange'));
    expect(screen.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves Ctrl/Cmd combinations to the page (Ctrl+K opens the player shortcuts)', async () => {
    render(<MediaPlayer title="Lesson video" src="a.mp4" />);
    const media = loadMedia(300);
    media.focus();
    await userEvent.keyboard('{Control>}k{/Control}{Meta>}m{/Meta}');
    expect(screen.getByRole('button', { name: 'Play' })).toBeVisible();
    expect(media.muted).toBe(false);
  });

  it('changes speed from the menu of the six spec speeds', async () => {
    render(<MediaPlayer title="Lesson video" src="a.mp4" />);
    const media = loadMedia(300);
    await userEvent.click(screen.getByRole('button', { name: 'Playback speed: 1x' }));
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent)).toEqual([
      '0.5x',
      '0.75x',
      '1x',
      '1.25x',
      '1.5x',
      '2x',
    ]);
    await userEvent.click(screen.getByRole('menuitemradio', { name: '1.5x' }));
    expect(media.playbackRate).toBe(1.5);
  });

  it('clamps seek targets into the media', () => {
    expect(clampTime(-4, 100)).toBe(0);
    expect(clampTime(140, 100)).toBe(100);
    expect(clampTime(140, 0)).toBe(140);
  });
});

describe('EmbedPlayer', () => {
  it('frames an allowed embed address in a sandbox with a title', () => {
    render(<EmbedPlayer src="https://player.vimeo.com/video/123456" title="Welcome message" />);
    const frame = screen.getByTitle('Welcome message');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation');
    expect(frame).toHaveAttribute('allow', 'fullscreen; picture-in-picture');
  });

  it.each([
    undefined,
    '',
    'javascript:alert(1)',
    'https://evil.example/video/1',
    'http://player.vimeo.com/video/123456',
    'https://vimeo.com/123456',
  ])('shows the placeholder instead of framing %s', (src) => {
    render(<EmbedPlayer src={src} />);
    expect(screen.queryByTitle('Video player')).not.toBeInTheDocument();
    expect(screen.getByText('Welcome message video will appear here')).toBeVisible();
    expect(screen.getByText('Configure the URL in Video Content Administration')).toBeVisible();
  });
});

describe('MediaPlayer in another language', () => {
  it('names its controls and the captions in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esMedia.id, esMedia.default]]) }}
      >
        <MediaPlayer title="Video de la lección" src="a.mp4" captions={{ src: 'a.vtt' }} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Silenciar' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Posición de reproducción' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 de 0:00',
    );
    expect(
      screen.getByRole('button', { name: 'Velocidad de reproducción: 1x' }),
    ).toBeInTheDocument();
    expect(document.querySelector('track')).toHaveAttribute('label', 'inglés');
  });

  it('shows the embed placeholder in the page language', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esMedia.id, esMedia.default]]) }}
      >
        <EmbedPlayer />
      </I18nProvider>,
    );
    expect(
      screen.getByText('El video del mensaje de bienvenida aparecerá aquí'),
    ).toBeInTheDocument();
  });
});
