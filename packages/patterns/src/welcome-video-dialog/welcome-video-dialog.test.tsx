import * as arNs from '@lp/locales/ar/welcome-video-dialog';
import { I18nProvider } from '@lp/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { WelcomeVideoDialog } from './welcome-video-dialog';

describe('WelcomeVideoDialog', () => {
  it('says where to configure the video when no address is set', () => {
    render(<WelcomeVideoDialog open onOpenChange={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Welcome Message' });
    expect(within(dialog).getByText('Welcome message video will appear here')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Configure the URL in Video Content Administration'),
    ).toBeInTheDocument();
  });

  it('plays a configured Vimeo page link through its player embed', () => {
    render(<WelcomeVideoDialog open onOpenChange={() => {}} videoUrl="https://vimeo.com/123456" />);
    expect(screen.getByTitle('Welcome message video')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/123456',
    );
  });

  it('asks to close from its close button', async () => {
    const onOpenChange = vi.fn();
    render(<WelcomeVideoDialog open onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing while closed', () => {
    render(<WelcomeVideoDialog open={false} onOpenChange={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('WelcomeVideoDialog focus', () => {
  it('gives focus back to the button that opened it, though it is no dialog trigger', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Start Now
          </button>
          <WelcomeVideoDialog open={open} onOpenChange={setOpen} />
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Start Now' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});

describe('WelcomeVideoDialog in Arabic', () => {
  it('says where to configure the video in Arabic', () => {
    render(
      <I18nProvider translations={{ locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) }}>
        <WelcomeVideoDialog open onOpenChange={() => {}} />
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'رسالة الترحيب' });
    expect(within(dialog).getByText('سيظهر فيديو رسالة الترحيب هنا')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'إغلاق' })).toBeInTheDocument();
  });
});
