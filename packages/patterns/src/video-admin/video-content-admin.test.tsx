import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as esNs from '@lp/locales/es/video-admin';
import { I18nProvider } from '@lp/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VideoContentAdmin } from './video-content-admin';
import {
  VideoContentAdminExample,
  sampleNewVideoUrls,
  sampleVideoContentAdminProps,
  sampleVideoUrls,
} from './video-content-admin.samples';

const messages = {
  invalidUrl:
    'Please enter a valid Vimeo URL (e.g., vimeo.com/123456 or vimeo.com/event/123456/embed)',
  unchanged: 'No changes detected. Please enter a different URL.',
  invalidPreview: 'Please enter a valid Vimeo URL to preview.',
  confirmRequired: "Please type 'confirm' to proceed with the changes.",
  saveFailed: 'Failed to update URL. Please try again.',
  liveSaved: 'Live stream URL updated successfully!',
  welcomeSaved: 'Welcome message URL updated successfully!',
};

/** A promise the test settles when it wants. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const liveInput = () => screen.getByRole('textbox', { name: 'New Live Stream URL' });
const welcomeInput = () => screen.getByRole('textbox', { name: 'New Welcome Message URL' });
const saveButton = () => screen.getByRole('button', { name: 'Save Changes' });

async function typeNew(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, url: string) {
  await user.clear(input);
  if (url) await user.type(input, url);
}

async function openDialog(user: ReturnType<typeof userEvent.setup>, url: string) {
  await typeNew(user, liveInput(), url);
  await user.click(saveButton());
  return screen.findByRole('alertdialog', { name: 'Confirm URL Change' });
}

afterEach(() => vi.restoreAllMocks());

describe('VideoContentAdmin', () => {
  it('speaks Spanish, its own messages included', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <VideoContentAdmin {...sampleVideoContentAdminProps()} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 2, name: 'Administración de contenido de video' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'URL de la transmisión en vivo' })).toBeVisible();
    const input = screen.getByRole('textbox', { name: 'Nueva URL de la transmisión en vivo' });
    await typeNew(user, input, sampleNewVideoUrls.http);
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('Escribe una URL de Vimeo válida'),
    );
  });

  it('has the title, the way back to /live and the two tabs, Live Stream URL open', () => {
    render(<VideoContentAdmin {...sampleVideoContentAdminProps()} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Video Content Administration' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Live' })).toHaveAttribute('href', '/live');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Live Stream URL', 'Welcome Message URL']);
    expect(screen.getByRole('tab', { name: 'Live Stream URL' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Only the open tab's panel is exposed.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'New Welcome Message URL' })).toBeNull();
  });

  it('shows the current address, with a button that previews it in a new tab', async () => {
    const user = userEvent.setup();
    const onPreview = vi.fn();
    render(<VideoContentAdmin {...sampleVideoContentAdminProps()} onPreview={onPreview} />);
    const current = screen.getByRole('group', { name: 'Current URL' });
    expect(current).toHaveTextContent(sampleVideoUrls.live!);
    await user.click(
      within(current).getByRole('button', { name: 'Preview current URL in a new tab' }),
    );
    expect(onPreview).toHaveBeenCalledWith(sampleVideoUrls.live);
  });

  it('says Not set, with nothing to preview, when no address is saved', () => {
    render(
      <VideoContentAdmin
        {...sampleVideoContentAdminProps()}
        current={{ live: null, welcome: null }}
      />,
    );
    const current = screen.getByRole('group', { name: 'Current URL' });
    expect(current).toHaveTextContent('Not set');
    expect(within(current).queryByRole('button')).toBeNull();
    expect(liveInput()).toHaveValue('');
  });

  it('opens previews with window.open in a new tab, without an opener, by default', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { onPreview: _, ...props } = sampleVideoContentAdminProps();
    render(<VideoContentAdmin {...props} />);
    await user.click(screen.getByRole('button', { name: 'Preview current URL in a new tab' }));
    expect(open).toHaveBeenCalledWith(sampleVideoUrls.live, '_blank', 'noopener,noreferrer');
  });

  it('labels the input, fills it with the current address and says Preview opens a new tab', () => {
    render(<VideoContentAdmin {...sampleVideoContentAdminProps()} />);
    expect(liveInput()).toHaveValue(sampleVideoUrls.live);
    expect(liveInput()).toHaveAccessibleDescription(
      'A Vimeo address, such as https://vimeo.com/123456.',
    );
    expect(screen.getByRole('button', { name: 'Preview' })).toHaveAccessibleDescription(
      'Opens in a new tab.',
    );
  });

  describe('Save Changes', () => {
    it('is disabled while the input equals the current address', async () => {
      const user = userEvent.setup();
      render(<VideoContentAdmin {...sampleVideoContentAdminProps()} />);
      expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
      await user.click(saveButton());
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(liveInput()).not.toHaveAccessibleDescription(expect.stringContaining('No changes'));
      await user.type(liveInput(), '1');
      expect(saveButton()).not.toHaveAttribute('aria-disabled');
      await user.type(liveInput(), '{Backspace}');
      expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
    });

    it.each([
      ['plain http', sampleNewVideoUrls.http],
      ['a YouTube link', sampleNewVideoUrls.youtube],
      ['a look-alike host', sampleNewVideoUrls.lookAlike],
      ['a script address', sampleNewVideoUrls.script],
      ['a Vimeo page with extra path', 'https://vimeo.com/123456/abc'],
      ['an empty input', ''],
    ])('refuses %s with the spec message, tied to the input', async (_, url) => {
      const user = userEvent.setup();
      const onSave = vi.fn(() => Promise.resolve());
      render(<VideoContentAdmin {...sampleVideoContentAdminProps()} onSave={onSave} />);
      await typeNew(user, liveInput(), url);
      await user.click(saveButton());
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(liveInput()).toHaveAttribute('aria-invalid', 'true');
      expect(liveInput()).toHaveAccessibleDescription(expect.stringContaining(messages.invalidUrl));
      expect(liveInput()).toHaveFocus();
      expect(onSave).not.toHaveBeenCalled();
    });

    it('says No changes detected when the address only differs by spaces', async () => {
      const user = userEvent.setup();
      render(<VideoContentAdmin {...sampleVideoContentAdminProps()} />);
      await user.type(liveInput(), '  ');
      await user.click(saveButton());
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(liveInput()).toHaveAccessibleDescription(expect.stringContaining(messages.unchanged));
    });

    it('clears the message when the address is edited', async () => {
      const user = userEvent.setup();
      render(<VideoContentAdmin {...sampleVideoContentAdminProps()} />);
      await typeNew(user, liveInput(), 'nope');
      await user.click(saveButton());
      expect(screen.getByText(messages.invalidUrl)).toBeInTheDocument();
      await user.type(liveInput(), 'x');
      expect(screen.queryByText(messages.invalidUrl)).toBeNull();
      expect(liveInput()).not.toHaveAttribute('aria-invalid');
    });

    it.each([
      ['vimeo.com/{digits}', 'https://vimeo.com/123456'],
      ['with a query', sampleNewVideoUrls.withQuery],
      ['an event embed', sampleNewVideoUrls.live],
      ['www and /video/{digits}', sampleNewVideoUrls.welcome],
    ])('opens Confirm URL Change for a valid, changed address: %s', async (_, url) => {
      const user = userEvent.setup();
      render(<VideoContentAdmin {...sampleVideoContentAdminProps()} />);
      const dialog = await openDialog(user, url);
      expect(dialog).toHaveTextContent(url);
      expect(
        within(dialog).getByRole('textbox', { name: "Type 'confirm' to proceed" }),
      ).toHaveValue('');
    });

    it('opens the dialog with Enter in the input', async () => {
      const user = userEvent.setup();
      render(<VideoContentAdmin {...sampleVideoContentAdminProps()} />);
      await typeNew(user, liveInput(), sampleNewVideoUrls.live);
      await user.type(liveInput(), '{Enter}');
      expect(await screen.findByRole('alertdialog', { name: 'Confirm URL Change' })).toBeVisible();
    });
  });

  describe('Preview', () => {
    it('refuses an invalid address with the spec message', async () => {
      const user = userEvent.setup();
      const onPreview = vi.fn();
      render(<VideoContentAdmin {...sampleVideoContentAdminProps()} onPreview={onPreview} />);
      await typeNew(user, liveInput(), sampleNewVideoUrls.youtube);
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      expect(onPreview).not.toHaveBeenCalled();
      expect(liveInput()).toHaveAccessibleDescription(
        expect.stringContaining(messages.invalidPreview),
      );
      expect(liveInput()).toHaveFocus();
    });

    it('opens a valid address, trimmed', async () => {
      const user = userEvent.setup();
      const onPreview = vi.fn();
      render(<VideoContentAdmin {...sampleVideoContentAdminProps()} onPreview={onPreview} />);
      await typeNew(user, liveInput(), ` ${sampleNewVideoUrls.live} `);
      await user.click(screen.getByRole('button', { name: 'Preview' }));
      expect(onPreview).toHaveBeenCalledWith(sampleNewVideoUrls.live);
      expect(screen.queryByText(messages.invalidPreview)).toBeNull();
    });
  });

  describe('the confirmation', () => {
    it('needs the word confirm: a wrong word shows the spec message and saves nothing', async () => {
      const user = userEvent.setup();
      const onSave = vi.fn(() => Promise.resolve());
      render(<VideoContentAdmin {...sampleVideoContentAdminProps()} onSave={onSave} />);
      const dialog = await openDialog(user, sampleNewVideoUrls.live);
      const word = within(dialog).getByRole('textbox', { name: "Type 'confirm' to proceed" });
      await user.type(word, 'confirmed');
      await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      expect(word).toHaveAccessibleDescription(messages.confirmRequired);
      expect(onSave).not.toHaveBeenCalled();
      expect(dialog).toBeInTheDocument();
    });

    it.each(['confirm', 'CONFIRM', 'Confirm', ' cOnFiRm '])(
      'accepts %j in any case, saves, closes, and says so',
      async (typed) => {
        const user = userEvent.setup();
        const onSave = vi.fn(() => Promise.resolve());
        render(<VideoContentAdmin {...sampleVideoContentAdminProps()} onSave={onSave} />);
        const dialog = await openDialog(user, sampleNewVideoUrls.live);
        await user.type(within(dialog).getByRole('textbox'), typed);
        await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
        expect(onSave).toHaveBeenCalledExactlyOnceWith('live', sampleNewVideoUrls.live);
        expect(screen.getByRole('status')).toHaveTextContent(messages.liveSaved);
      },
    );

    it('is busy while the save runs, with Save Changes disabled, then returns focus to it', async () => {
      const user = userEvent.setup();
      const save = deferred();
      const onSave = vi.fn(() => save.promise);
      render(<VideoContentAdminExample onSave={onSave} />);
      const dialog = await openDialog(user, sampleNewVideoUrls.live);
      await user.type(within(dialog).getByRole('textbox'), 'confirm{Enter}');
      const busy = within(dialog).getByRole('button', { name: 'Saving...' });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
      // The page behind the modal is hidden from assistive technology while the dialog is open.
      const livePanel = screen.getByRole('tabpanel', { name: 'Live Stream URL', hidden: true });
      expect(
        within(livePanel).getByRole('button', { name: 'Save Changes', hidden: true }),
      ).toHaveAttribute('aria-disabled', 'true');
      save.resolve();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await waitFor(() => expect(saveButton()).toHaveFocus());
      // The saved address is now the current one: the input equals it, so Save is disabled.
      expect(screen.getByRole('group', { name: 'Current URL' })).toHaveTextContent(
        sampleNewVideoUrls.live,
      );
      expect(liveInput()).toHaveValue(sampleNewVideoUrls.live);
      expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('status')).toHaveTextContent(messages.liveSaved);
    });

    it('clears the typed word after a save', async () => {
      const user = userEvent.setup();
      render(<VideoContentAdmin {...sampleVideoContentAdminProps()} />);
      let dialog = await openDialog(user, sampleNewVideoUrls.live);
      await user.type(within(dialog).getByRole('textbox'), 'confirm{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await user.click(saveButton());
      dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByRole('textbox')).toHaveValue('');
    });

    it('shows the failure inline when the save is refused, keeping the new address', async () => {
      const user = userEvent.setup();
      const onSave = vi.fn(() => Promise.reject(new Error('403')));
      render(<VideoContentAdmin {...sampleVideoContentAdminProps()} onSave={onSave} />);
      const dialog = await openDialog(user, sampleNewVideoUrls.live);
      await user.type(within(dialog).getByRole('textbox'), 'confirm{Enter}');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(screen.getByRole('alert')).toHaveTextContent(messages.saveFailed);
      expect(screen.queryByText(messages.liveSaved)).toBeNull();
      expect(liveInput()).toHaveValue(sampleNewVideoUrls.live);
      expect(saveButton()).not.toHaveAttribute('aria-disabled');
      await waitFor(() => expect(saveButton()).toHaveFocus());
    });

    it('Cancel in the dialog closes it, clears the word and its message, and saves nothing', async () => {
      const user = userEvent.setup();
      const onSave = vi.fn(() => Promise.resolve());
      render(<VideoContentAdmin {...sampleVideoContentAdminProps()} onSave={onSave} />);
      let dialog = await openDialog(user, sampleNewVideoUrls.live);
      await user.type(within(dialog).getByRole('textbox'), 'nope{Enter}');
      expect(within(dialog).getByText(messages.confirmRequired)).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await waitFor(() => expect(saveButton()).toHaveFocus());
      expect(onSave).not.toHaveBeenCalled();
      expect(liveInput()).toHaveValue(sampleNewVideoUrls.live);
      await user.click(saveButton());
      dialog = await screen.findByRole('alertdialog');
      expect(within(dialog).getByRole('textbox')).toHaveValue('');
      expect(within(dialog).queryByText(messages.confirmRequired)).toBeNull();
    });
  });

  it('Cancel resets the input to the current address and clears the message', async () => {
    const user = userEvent.setup();
    render(<VideoContentAdmin {...sampleVideoContentAdminProps()} />);
    await typeNew(user, liveInput(), 'not an address');
    await user.click(saveButton());
    expect(screen.getByText(messages.invalidUrl)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(liveInput()).toHaveValue(sampleVideoUrls.live);
    expect(screen.queryByText(messages.invalidUrl)).toBeNull();
    expect(saveButton()).toHaveAttribute('aria-disabled', 'true');
  });

  it('saves the welcome address from its tab with its own success message', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    const onTabChange = vi.fn();
    render(<VideoContentAdminExample onSave={onSave} onTabChange={onTabChange} />);
    await user.click(screen.getByRole('tab', { name: 'Welcome Message URL' }));
    expect(onTabChange).toHaveBeenCalledWith('welcome');
    expect(welcomeInput()).toHaveValue(sampleVideoUrls.welcome);
    await typeNew(user, welcomeInput(), sampleNewVideoUrls.welcome);
    await user.click(saveButton());
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm URL Change' });
    await user.type(within(dialog).getByRole('textbox'), 'Confirm{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onSave).toHaveBeenCalledExactlyOnceWith('welcome', sampleNewVideoUrls.welcome);
    expect(screen.getByRole('status')).toHaveTextContent(messages.welcomeSaved);
  });

  it('keeps each tab’s draft when switching tabs', async () => {
    const user = userEvent.setup();
    render(<VideoContentAdminExample />);
    await typeNew(user, liveInput(), 'https://vimeo.com/42');
    await user.click(screen.getByRole('tab', { name: 'Welcome Message URL' }));
    await user.click(screen.getByRole('tab', { name: 'Live Stream URL' }));
    expect(liveInput()).toHaveValue('https://vimeo.com/42');
  });

  it('follows a newly loaded current address unless the admin is editing', () => {
    const props = sampleVideoContentAdminProps();
    const { rerender } = render(<VideoContentAdmin {...props} />);
    const next = { ...props.current, live: 'https://vimeo.com/999' };
    rerender(<VideoContentAdmin {...props} current={next} />);
    expect(liveInput()).toHaveValue('https://vimeo.com/999');
  });

  it('shows a labelled skeleton while loading', () => {
    render(<VideoContentAdmin {...sampleVideoContentAdminProps()} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading video settings...');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Live' })).toBeInTheDocument();
  });

  it('shows the load failure with Try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <VideoContentAdmin {...sampleVideoContentAdminProps()} status="error" onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the video settings.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('takes its texts from props', async () => {
    const user = userEvent.setup();
    render(
      <VideoContentAdmin
        {...sampleVideoContentAdminProps()}
        texts={{ saveChanges: 'Enregistrer', invalidUrl: 'Adresse Vimeo invalide' }}
      />,
    );
    await typeNew(user, liveInput(), 'nope');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(screen.getByText('Adresse Vimeo invalide')).toBeInTheDocument();
  });
});
