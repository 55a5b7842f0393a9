import { sampleLiveSession } from '@lp/contract';
import * as arDuration from '@lp/locales/ar/duration-text';
import * as arNs from '@lp/locales/ar/live-session';
import * as esNs from '@lp/locales/es/live-session';
import { I18nProvider } from '@lp/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LiveSessionPage, liveStreamSource } from './live-session';
import { sampleLiveSessionProps, sampleStreamUrls } from './live-session.samples';

const frameName = 'Live stream: Opening Night';

describe('LiveSessionPage', () => {
  it('shows the event: LIVE badge, title, date, duration, instructor and description', () => {
    render(<LiveSessionPage {...sampleLiveSessionProps()} />);
    const main = screen.getByRole('region', { name: 'Opening Night' });
    expect(within(main).getByRole('heading', { level: 2 })).toHaveTextContent('Opening Night');
    expect(within(main).getByText('LIVE')).toBeInTheDocument();
    expect(main).toHaveTextContent(sampleLiveSession.description);
    const details = screen.getByRole('complementary', { name: 'Session details' });
    const terms = within(details)
      .getAllByRole('term')
      .map((el) => el.textContent);
    const values = within(details)
      .getAllByRole('definition')
      .map((el) => el.textContent);
    expect(terms).toEqual(['Date', 'Duration', 'Instructor']);
    expect(values).toEqual(['July 17, 2025, 5:00 PM CT', '2 hours', 'Dr. Sarah Chen']);
  });

  it('says how many are watching', () => {
    const { rerender } = render(<LiveSessionPage {...sampleLiveSessionProps()} />);
    expect(screen.getByText('12 watching')).toBeInTheDocument();
    rerender(<LiveSessionPage {...sampleLiveSessionProps()} participants={1234} />);
    expect(screen.getByText('1,234 watching')).toBeInTheDocument();
  });

  it.each([
    [
      'a YouTube watch link',
      sampleStreamUrls.youtubeWatch,
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ],
    [
      'a YouTube short link',
      sampleStreamUrls.youtubeShort,
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ],
    ['a Vimeo page link', sampleStreamUrls.vimeoPage, 'https://player.vimeo.com/video/76979871'],
    [
      'a Vimeo player address',
      sampleStreamUrls.vimeoPlayer,
      'https://player.vimeo.com/video/76979871',
    ],
  ])('frames %s as its embed address', (_, url, embed) => {
    render(<LiveSessionPage {...sampleLiveSessionProps()} streamUrl={url} />);
    expect(screen.getByTitle(frameName)).toHaveAttribute('src', embed);
  });

  it('shows the placeholder when no stream is configured', () => {
    render(<LiveSessionPage {...sampleLiveSessionProps()} streamUrl={null} />);
    expect(screen.queryByTitle(frameName)).toBeNull();
    expect(screen.getByText('The live stream will appear here')).toBeInTheDocument();
  });

  it.each([
    ['a Vimeo event link (not converted on the live page)', sampleStreamUrls.vimeoEvent],
    ['another host', sampleStreamUrls.foreign],
    ['a script address', 'javascript:alert(1)'],
    ['plain http', 'http://www.youtube.com/embed/dQw4w9WgXcQ'],
  ])('never frames %s and says it cannot be played', (_, url) => {
    render(<LiveSessionPage {...sampleLiveSessionProps()} streamUrl={url} />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('The stream address cannot be played here.')).toBeInTheDocument();
  });

  it('shows Manage Stream only when asked (teachers), linking where the app says', () => {
    const { rerender } = render(<LiveSessionPage {...sampleLiveSessionProps()} />);
    expect(screen.queryByRole('link', { name: 'Manage Stream' })).toBeNull();
    rerender(<LiveSessionPage {...sampleLiveSessionProps()} showManageStream />);
    expect(screen.getByRole('link', { name: 'Manage Stream' })).toHaveAttribute(
      'href',
      '/live/admin',
    );
  });

  it('links to the program when given its address', () => {
    const { rerender } = render(<LiveSessionPage {...sampleLiveSessionProps()} />);
    expect(screen.getByRole('link', { name: 'View Program' })).toHaveAttribute(
      'href',
      '/program/courts-of-heaven',
    );
    rerender(<LiveSessionPage {...sampleLiveSessionProps()} programHref={undefined} />);
    expect(screen.queryByRole('link', { name: 'View Program' })).toBeNull();
  });

  it('shows a labelled skeleton while loading', () => {
    render(<LiveSessionPage {...sampleLiveSessionProps()} status="loading" event={null} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading live session...');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the load failure with Try again', async () => {
    const onRetry = vi.fn();
    render(
      <LiveSessionPage
        {...sampleLiveSessionProps()}
        status="error"
        event={null}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the live session.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows the empty state when there is no live session', () => {
    render(<LiveSessionPage {...sampleLiveSessionProps()} event={null} />);
    expect(screen.getByRole('heading', { name: 'No live session right now' })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('takes its texts from props', () => {
    render(
      <LiveSessionPage
        {...sampleLiveSessionProps()}
        showManageStream
        texts={{ manageStream: 'Gérer le direct', participants: (n) => `${n} spectateurs` }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Gérer le direct' })).toBeInTheDocument();
    expect(screen.getByText('12 spectateurs')).toBeInTheDocument();
  });
});

describe('liveStreamSource', () => {
  it('tells none, unplayable and playing apart', () => {
    expect(liveStreamSource(null)).toEqual({ state: 'none', src: null });
    expect(liveStreamSource('   ')).toEqual({ state: 'none', src: null });
    expect(liveStreamSource(sampleStreamUrls.foreign)).toEqual({ state: 'unplayable', src: null });
    expect(liveStreamSource(sampleStreamUrls.vimeoPage)).toEqual({
      state: 'playing',
      src: 'https://player.vimeo.com/video/76979871',
    });
  });
});

describe('LiveSessionPage in another language', () => {
  it('speaks Spanish, with the number watching in the plural', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <LiveSessionPage {...sampleLiveSessionProps()} participants={1} />
      </I18nProvider>,
    );
    expect(screen.getByText('EN VIVO')).toBeInTheDocument();
    expect(screen.getByText('1 persona mirando')).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Detalles de la sesión' });
    expect(
      within(details)
        .getAllByRole('term')
        .map((el) => el.textContent),
    ).toEqual(['Fecha', 'Duración', 'Docente']);
  });

  it('speaks Arabic, with the dual and the plural of those watching', () => {
    const arabic = {
      locale: 'ar',
      ready: new Map<string, object>([
        [arNs.id, arNs.default],
        [arDuration.id, arDuration.default],
      ]),
    };
    const { rerender } = render(
      <I18nProvider translations={arabic}>
        <LiveSessionPage {...sampleLiveSessionProps()} participants={2} />
      </I18nProvider>,
    );
    expect(screen.getByText('شخصان يشاهدان')).toBeInTheDocument();
    rerender(
      <I18nProvider translations={arabic}>
        <LiveSessionPage {...sampleLiveSessionProps()} participants={12} />
      </I18nProvider>,
    );
    expect(screen.getByText('12 شخصًا يشاهدون')).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'تفاصيل الجلسة' });
    // The date through Intl in Arabic, the length as Arabic says two hours (the dual).
    expect(details).toHaveTextContent('17 يوليو 2025،');
    expect(details).toHaveTextContent('ساعتان');
  });
});
