import { universityFormMessages } from '@lp/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UniversityManagementPage } from './university-management';
import {
  UniversityManagementExample,
  sampleFieldRefusal,
  sampleManagedUniversities,
  sampleNewUniversity,
  sampleSlugTaken,
  sampleUniversityManagementProps,
} from './university-management.samples';
import { refusalOf } from './use-university-form';

const { lakeside, riverside } = sampleManagedUniversities;

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const field = (name: string) => screen.getByRole('textbox', { name });
const createProps = () => ({
  ...sampleUniversityManagementProps(),
  mode: { kind: 'create' } as const,
});
const editProps = (universityId: string) => ({
  ...sampleUniversityManagementProps(),
  mode: { kind: 'edit', universityId } as const,
});

/**
 * Enters the sample's values into the create form, each field pasted (one input, as a person
 * pasting does). Typed key by key, the five values were about 150 keystrokes, each a render of
 * the whole form: under a busy CI machine that took 15-29 s of a test's 30 s. Typing itself (the
 * slug following the name key by key) has its own tests below.
 */
async function fillCreateForm(user: ReturnType<typeof userEvent.setup>) {
  const values: Array<[string, string]> = [
    ['University Name', sampleNewUniversity.name],
    ['Domain', sampleNewUniversity.domain],
    ['Description', sampleNewUniversity.description],
    ['Admin Name', sampleNewUniversity.adminName],
    ['Admin Email', sampleNewUniversity.adminEmail],
  ];
  for (const [name, value] of values) {
    await user.click(field(name));
    await user.paste(value);
  }
}

describe('UniversityManagementPage, create form', () => {
  it('has the form’s fields with status Active and the default colour', () => {
    render(<UniversityManagementPage {...createProps()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Create University' })).toBeVisible();
    for (const name of [
      'University Name',
      'Slug',
      'Domain',
      'Description',
      'Admin Name',
      'Admin Email',
      'Logo URL',
      'Favicon URL',
    ])
      expect(field(name)).toHaveValue('');
    expect(field('Primary Color')).toHaveValue('#6B7280');
    expect(field('Admin Email')).toHaveAttribute('type', 'email');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Active');
    expect(screen.getByRole('button', { name: 'Create University' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('goes back to the list on Back to Universities and on Cancel', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    render(<UniversityManagementPage {...createProps()} onModeChange={onModeChange} />);
    await user.click(screen.getByRole('button', { name: 'Back to Universities' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onModeChange.mock.calls).toEqual([[{ kind: 'list' }], [{ kind: 'list' }]]);
  });

  it('fills the slug from the name until the slug is edited by hand, and again once emptied', async () => {
    const user = userEvent.setup();
    render(<UniversityManagementPage {...createProps()} />);
    await user.type(field('University Name'), '  Harbor City: College!');
    expect(field('Slug')).toHaveValue('harbor-city-college');
    await user.clear(field('Slug'));
    await user.type(field('Slug'), 'harbor');
    await user.type(field('University Name'), ' of Arts');
    expect(field('Slug')).toHaveValue('harbor');
    await user.clear(field('Slug'));
    await user.type(field('University Name'), 's');
    expect(field('Slug')).toHaveValue('harbor-city-college-of-artss');
  });

  it('shows the required messages under their fields and focuses the first', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(() => Promise.resolve());
    render(<UniversityManagementPage {...createProps()} onCreate={onCreate} />);
    await user.click(screen.getByRole('button', { name: 'Create University' }));
    expect(onCreate).not.toHaveBeenCalled();
    const name = field('University Name');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(
      expect.stringContaining(universityFormMessages.nameRequired),
    );
    expect(field('Slug')).toHaveAccessibleDescription(
      expect.stringContaining(universityFormMessages.slugRequired),
    );
    expect(field('Admin Name')).toHaveAccessibleDescription(
      universityFormMessages.adminNameRequired,
    );
    expect(field('Admin Email')).toHaveAccessibleDescription(
      universityFormMessages.adminEmailRequired,
    );
    expect(field('Domain')).not.toHaveAttribute('aria-invalid');
    // Typing clears a field's message.
    await user.type(name, 'A');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('checks the e-mail, the slug, the domain and the colour', async () => {
    const user = userEvent.setup();
    render(<UniversityManagementPage {...createProps()} />);
    await user.type(field('University Name'), 'Harbor');
    await user.clear(field('Slug'));
    await user.type(field('Slug'), 'Harbor_College');
    await user.type(field('Domain'), 'https://harbor.edu/');
    await user.type(field('Admin Name'), 'Dana');
    await user.type(field('Admin Email'), 'dana@');
    await user.clear(field('Primary Color'));
    await user.type(field('Primary Color'), 'grey');
    await user.click(screen.getByRole('button', { name: 'Create University' }));
    expect(field('Slug')).toHaveFocus();
    expect(screen.getByText(universityFormMessages.slugInvalid)).toBeVisible();
    expect(screen.getByText(universityFormMessages.domainInvalid)).toBeVisible();
    expect(screen.getByText(universityFormMessages.adminEmailInvalid)).toBeVisible();
    expect(screen.getByText(universityFormMessages.colorInvalid)).toBeVisible();
  });

  it('creates with the typed values and the status, busy until the app answers', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const onCreate = vi.fn(() => answer.promise);
    render(<UniversityManagementPage {...createProps()} onCreate={onCreate} />);
    await fillCreateForm(user);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Inactive' }));
    await user.click(screen.getByRole('button', { name: 'Create University' }));
    expect(onCreate).toHaveBeenCalledWith({ ...sampleNewUniversity, status: 'inactive' });
    const busy = screen.getByRole('button', { name: 'Creating...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(onCreate).toHaveBeenCalledOnce();
    answer.resolve();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create University' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
  });

  it('sends the values without surrounding spaces', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn(() => Promise.resolve());
    render(<UniversityManagementPage {...createProps()} onCreate={onCreate} />);
    await fillCreateForm(user);
    await user.type(field('Admin Email'), '  ');
    await user.type(field('Domain'), ' ');
    await user.click(screen.getByRole('button', { name: 'Create University' }));
    expect(onCreate).toHaveBeenCalledWith(sampleNewUniversity);
  });

  it('puts a refusal about one field under it and focuses it, keeping what was typed', async () => {
    const user = userEvent.setup();
    render(
      <UniversityManagementPage
        {...createProps()}
        onCreate={() => Promise.reject(sampleSlugTaken())}
      />,
    );
    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create University' }));
    await waitFor(() => expect(field('Slug')).toHaveFocus());
    expect(field('Slug')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Slug')).toHaveAccessibleDescription(
      expect.stringContaining(universityFormMessages.slugTaken),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Admin Email')).toHaveValue(sampleNewUniversity.adminEmail);
  });

  it('shows any other refusal above the buttons', async () => {
    const user = userEvent.setup();
    const onCreate = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('Too many requests. Please wait a moment.'))
      .mockRejectedValueOnce('nope')
      .mockRejectedValueOnce({ status: 500 });
    render(<UniversityManagementPage {...createProps()} onCreate={onCreate} />);
    await fillCreateForm(user);
    const submit = screen.getByRole('button', { name: 'Create University' });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment.',
    );
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('nope'));
    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Could not save the university. Please try again.',
      ),
    );
  });

  it('takes the validation messages from the deployment', async () => {
    const user = userEvent.setup();
    render(
      <UniversityManagementPage
        {...createProps()}
        texts={{ messages: { nameRequired: 'Der Name fehlt' } }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Create University' }));
    expect(field('University Name')).toHaveAccessibleDescription(
      expect.stringContaining('Der Name fehlt'),
    );
    expect(screen.getByText(universityFormMessages.slugRequired)).toBeVisible();
  });

  it('returns to the list with the new university once created', async () => {
    const user = userEvent.setup();
    render(<UniversityManagementExample mode={{ kind: 'create' }} />);
    await fillCreateForm(user);
    await user.click(screen.getByRole('button', { name: 'Create University' }));
    expect(await screen.findByRole('article', { name: sampleNewUniversity.name })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('5 universities');
  });
});

describe('UniversityManagementPage, edit form', () => {
  it('opens with the university’s values and without the administrator', () => {
    // With a logo address, which the seeded samples do not have.
    const logoUrl = 'https://cdn.example.edu/lakeside-logo.png';
    const universities = editProps(lakeside.id).universities.map((each) =>
      each.id === lakeside.id ? { ...each, branding: { ...each.branding, logoUrl } } : each,
    );
    render(<UniversityManagementPage {...editProps(lakeside.id)} universities={universities} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Edit University' })).toBeVisible();
    expect(field('University Name')).toHaveValue(lakeside.name);
    expect(field('Slug')).toHaveValue(lakeside.slug);
    expect(field('Domain')).toHaveValue(lakeside.domain);
    expect(field('Description')).toHaveValue(lakeside.description);
    expect(field('Primary Color')).toHaveValue(lakeside.branding.primaryColor);
    expect(field('Logo URL')).toHaveValue(logoUrl);
    expect(screen.queryByRole('textbox', { name: 'Admin Name' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Admin Email' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Update University' })).toBeVisible();
  });

  it('keeps the slug when the name changes', async () => {
    const user = userEvent.setup();
    render(<UniversityManagementPage {...editProps(lakeside.id)} />);
    await user.type(field('University Name'), ' Online');
    expect(field('Slug')).toHaveValue(lakeside.slug);
  });

  it('updates with the editable values only, busy with Updating...', async () => {
    const user = userEvent.setup();
    const answer = deferred();
    const onUpdate = vi.fn(() => answer.promise);
    render(<UniversityManagementPage {...editProps(riverside.id)} onUpdate={onUpdate} />);
    await user.type(field('Domain'), 'Riverside.Example.edu');
    await user.click(screen.getByRole('button', { name: 'Update University' }));
    expect(onUpdate).toHaveBeenCalledWith(riverside.id, {
      name: riverside.name,
      slug: riverside.slug,
      domain: 'riverside.example.edu',
      description: riverside.description,
      status: 'suspended',
      primaryColor: riverside.branding.primaryColor,
      logoUrl: riverside.branding.logoUrl ?? '',
      faviconUrl: riverside.branding.faviconUrl,
      languages: { default: 'en', offered: ['en', 'es', 'ar'] },
    });
    expect(screen.getByRole('button', { name: 'Updating...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    answer.resolve();
  });

  it('sends the languages offered: clearing the default makes the first one left the default', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn(() => Promise.resolve());
    render(<UniversityManagementPage {...editProps(riverside.id)} onUpdate={onUpdate} />);
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('checkbox', { name: 'العربية' }));
    // Español is the last one: it cannot be cleared.
    expect(screen.getByRole('checkbox', { name: 'Español' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Update University' }));
    expect(onUpdate).toHaveBeenCalledWith(
      riverside.id,
      expect.objectContaining({ languages: { default: 'es', offered: ['es'] } }),
    );
  });

  it('shows a refusal about the administrator above the buttons (it has no field here)', async () => {
    const user = userEvent.setup();
    render(
      <UniversityManagementPage
        {...editProps(lakeside.id)}
        onUpdate={() =>
          Promise.reject(sampleFieldRefusal(universityFormMessages.adminExists, 'adminEmail'))
        }
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Update University' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(universityFormMessages.adminExists);
  });

  it('returns to the list with the change once updated', async () => {
    const user = userEvent.setup();
    render(<UniversityManagementExample mode={{ kind: 'edit', universityId: lakeside.id }} />);
    await user.clear(field('University Name'));
    await user.type(field('University Name'), 'Lakeside University');
    await user.click(screen.getByRole('button', { name: 'Update University' }));
    const updated = await screen.findByRole('article', { name: 'Lakeside University' });
    expect(within(updated).getByText(lakeside.slug)).toBeVisible();
  });

  it('says the university was not found, with the way back', async () => {
    const user = userEvent.setup();
    const onModeChange = vi.fn();
    render(
      <UniversityManagementPage {...editProps('univ-atlantis')} onModeChange={onModeChange} />,
    );
    expect(screen.getByRole('heading', { name: 'University Not Found' })).toBeVisible();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to Universities' }));
    expect(onModeChange).toHaveBeenCalledWith({ kind: 'list' });
  });

  it('waits for the list before saying anything is missing', () => {
    render(
      <UniversityManagementPage {...editProps(lakeside.id)} status="loading" universities={[]} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading universities...');
    expect(screen.queryByRole('heading', { name: 'University Not Found' })).toBeNull();
  });
});

describe('refusalOf', () => {
  it('reads a message and a known field from any thrown value', () => {
    expect(refusalOf(sampleSlugTaken())).toEqual({
      field: 'slug',
      message: universityFormMessages.slugTaken,
    });
    expect(refusalOf(sampleFieldRefusal('Odd', 'colour'))).toEqual({
      field: undefined,
      message: 'Odd',
    });
    expect(refusalOf('Offline')).toEqual({ message: 'Offline' });
    expect(refusalOf(undefined)).toEqual({});
    expect(refusalOf(new Error('  '))).toEqual({ field: undefined, message: undefined });
  });
});
