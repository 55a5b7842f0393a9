import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as arNs from '@lp/locales/ar/organization-tools';
import * as esNs from '@lp/locales/es/organization-tools';
import { I18nProvider } from '@lp/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BulkOperationsDialog } from './bulk-operations-dialog';
import { CommunicationHubDialog, type OrganizationMessage } from './communication-hub-dialog';
import { ExportReportsDialog } from './export-reports-dialog';
import {
  CommunicationHubExample,
  sampleBulkOperationsProps,
  sampleCommunicationHubProps,
  sampleExportReportsProps,
  sampleToolOrganizations,
} from './organization-tools.samples';

const { northbridge, lakeside, westfield, riverside } = sampleToolOrganizations;

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const checkbox = (name: string) => screen.getByRole('checkbox', { name });

afterEach(() => vi.restoreAllMocks());

describe('ExportReportsDialog', () => {
  it('offers CSV, shows PDF and Excel as coming, and checks every section', () => {
    render(<ExportReportsDialog {...sampleExportReportsProps()} />);
    const formats = within(dialog('Export Reports')).getByRole('radiogroup', { name: 'Format' });
    expect(formats).toHaveAccessibleDescription(
      'PDF and Excel reports are coming soon; CSV downloads now.',
    );
    expect(within(formats).getByRole('radio', { name: 'CSV' })).toBeChecked();
    expect(within(formats).getByRole('radio', { name: 'PDF' })).toBeDisabled();
    expect(within(formats).getByRole('radio', { name: 'Excel' })).toBeDisabled();
    const sections = screen.getByRole('group', { name: 'Data sections' });
    const boxes = within(sections).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('[data-slot=checkbox-field]')?.textContent)).toEqual([
      'Organization Statistics',
      'Student Data',
      'Performance Metrics',
      'At-Risk Students',
      'Comparative Analysis',
    ]);
    for (const box of boxes) expect(box).toBeChecked();
  });

  it('downloads the chosen sections as a CSV file, then closes', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ExportReportsDialog
        {...sampleExportReportsProps()}
        organizations={[northbridge, riverside]}
        onDownload={onDownload}
        onOpenChange={onOpenChange}
      />,
    );
    for (const name of ['Student Data', 'Performance Metrics', 'Comparative Analysis']) {
      await user.click(checkbox(name));
    }
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onDownload).toHaveBeenCalledOnce();
    const [fileName, csv] = onDownload.mock.calls[0] as [string, string];
    expect(fileName).toBe('organization-report.csv');
    const titles = csv.split('\r\n\r\n').map((block) => block.split('\r\n')[0]);
    expect(titles).toEqual(['"Organization Statistics"', '"At-Risk Students"']);
    expect(csv).toContain('"Riverside College","James Anderson"');
  });

  it('shows the busy label while the file is made', async () => {
    const user = userEvent.setup();
    let labelDuringDownload: string | null = null;
    render(
      <ExportReportsDialog
        {...sampleExportReportsProps()}
        onDownload={() => {
          labelDuringDownload = screen
            .getByRole('button', { name: 'Exporting...' })
            .getAttribute('aria-busy');
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(labelDuringDownload).toBe('true'));
  });

  it('requires at least one section', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    render(<ExportReportsDialog {...sampleExportReportsProps()} onDownload={onDownload} />);
    const sections = screen.getByRole('group', { name: 'Data sections' });
    for (const box of within(sections).getAllByRole('checkbox')) await user.click(box);
    expect(screen.getByText('Select at least one section')).toBeVisible();
    expect(sections).toHaveAccessibleDescription('Select at least one section');
    const exportButton = screen.getByRole('button', { name: 'Export Report' });
    expect(exportButton).toBeDisabled();
    expect(exportButton).toHaveAccessibleDescription('Select at least one section');
    await user.click(exportButton);
    expect(onDownload).not.toHaveBeenCalled();
    await user.click(checkbox('Comparative Analysis'));
    expect(screen.queryByText('Select at least one section')).toBeNull();
    expect(exportButton).toBeEnabled();
  });

  it('says so and stays open when the browser refuses the download', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <ExportReportsDialog
        {...sampleExportReportsProps()}
        onOpenChange={onOpenChange}
        onDownload={() => {
          throw new Error('Blocked');
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not create the file. Please try again.',
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeEnabled();
  });

  it('hands the file to the browser as a download by default', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:report');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const { onDownload: _sample, ...props } = sampleExportReportsProps();
    render(<ExportReportsDialog {...props} />);
    await user.click(screen.getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(clicked).toEqual(['organization-report.csv']));
    const blob = createObjectURL.mock.calls[0]![0];
    expect(blob.type).toBe('text/csv;charset=utf-8');
  });

  it('has nothing to export without organizations', () => {
    render(<ExportReportsDialog {...sampleExportReportsProps()} organizations={[]} />);
    expect(screen.getByText('There are no organizations to export yet.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export Report' })).toBeDisabled();
  });

  it('closes with Cancel and with Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<ExportReportsDialog {...sampleExportReportsProps()} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledTimes(2);
  });

  it('takes its texts from the deployment', () => {
    render(
      <ExportReportsDialog
        {...sampleExportReportsProps()}
        texts={{ title: 'Berichte exportieren', exportReport: 'Exportieren' }}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Berichte exportieren' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exportieren' })).toBeVisible();
  });
});

describe('BulkOperationsDialog', () => {
  it('exports every student with every field by default, then closes', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <BulkOperationsDialog
        {...sampleBulkOperationsProps()}
        organizations={[lakeside, westfield]}
        onDownload={onDownload}
        onOpenChange={onOpenChange}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Export Students' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const fields = screen.getByRole('group', { name: 'Fields to export' });
    expect(within(fields).getAllByRole('checkbox')).toHaveLength(6);
    for (const box of within(fields).getAllByRole('checkbox')) expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Export Students' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const [fileName, csv] = onDownload.mock.calls[0] as [string, string];
    expect(fileName).toBe('students.csv');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Email","Organization","Courses Completed","Progress (%)","Time Spent (minutes)"',
    );
    expect(lines).toHaveLength(7);
    expect(lines[6]).toBe(
      '"Lucas Silva","lucas.silva@westfield.example.edu","Westfield Institute of Technology","7","70","2210"',
    );
  });

  it('exports only the fields left checked, and needs at least one', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    render(
      <BulkOperationsDialog
        {...sampleBulkOperationsProps()}
        organizations={[riverside]}
        onDownload={onDownload}
      />,
    );
    for (const name of ['Name', 'Email', 'Organization', 'Courses Completed', 'Progress (%)']) {
      await user.click(checkbox(name));
    }
    await user.click(checkbox('Time Spent (minutes)'));
    expect(screen.getByText('Select at least one field')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Export Students' })).toBeDisabled();
    await user.click(checkbox('Email'));
    await user.click(screen.getByRole('button', { name: 'Export Students' }));
    await waitFor(() => expect(onDownload).toHaveBeenCalledOnce());
    expect(onDownload.mock.calls[0]![1]).toBe(
      '"Email"\r\n"mia.johnson@riverside.example.edu"\r\n"james.anderson@riverside.example.edu"',
    );
  });

  it('shows the import options, all on, and says importing is not available yet', async () => {
    const user = userEvent.setup();
    render(<BulkOperationsDialog {...sampleBulkOperationsProps()} />);
    screen.getByRole('tab', { name: 'Export Students' }).focus();
    await user.keyboard('{ArrowRight}');
    const importTab = screen.getByRole('tab', { name: 'Import Students' });
    expect(importTab).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Import Students' });
    expect(within(panel).getByText('Importing students is not available yet.')).toBeVisible();
    for (const name of ['Auto-enroll in courses', 'Send welcome email', 'Skip duplicates']) {
      const box = within(panel).getByRole('checkbox', { name });
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
    }
    const importButton = within(panel).getByRole('button', { name: 'Import Students' });
    expect(importButton).toBeDisabled();
    expect(importButton).toHaveAccessibleDescription('Importing students is not available yet.');
  });

  it('keeps the chosen fields across the tabs', async () => {
    const user = userEvent.setup();
    render(<BulkOperationsDialog {...sampleBulkOperationsProps()} />);
    await user.click(checkbox('Email'));
    await user.click(screen.getByRole('tab', { name: 'Import Students' }));
    await user.click(screen.getByRole('tab', { name: 'Export Students' }));
    expect(checkbox('Email')).not.toBeChecked();
    expect(checkbox('Name')).toBeChecked();
  });
});

describe('CommunicationHubDialog', () => {
  const subject = () => screen.getByRole('textbox', { name: /Subject/ });
  const content = () => screen.getByRole('textbox', { name: /Message/ });
  const sendButton = () => screen.getByRole('button', { name: /Send Message|Sending/ });
  const estimate = () =>
    document.querySelector('[data-slot=estimated-recipients]')?.textContent ?? '';

  it('opens to students of all organizations, with the spec’s send options', () => {
    render(<CommunicationHubDialog {...sampleCommunicationHubProps()} />);
    expect(dialog('Communication Hub')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Audience' })).toHaveTextContent('Students');
    const targets = screen.getByRole('group', { name: 'Organizations' });
    expect(targets).toHaveAccessibleDescription(
      'None selected: the message goes to all organizations.',
    );
    for (const box of within(targets).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(estimate()).toBe('Estimated recipients: 200');
    expect(screen.getByRole('switch', { name: 'Email notification' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Schedule message' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Read receipt' })).not.toBeChecked();
    // The server's limits, so typing stops where the server would refuse.
    expect(subject()).toHaveAttribute('maxlength', '200');
    expect(content()).toHaveAttribute('maxlength', '5000');
  });

  it('estimates the recipients from the audience and the chosen organizations', async () => {
    const user = userEvent.setup();
    render(<CommunicationHubDialog {...sampleCommunicationHubProps()} />);
    await user.click(checkbox(northbridge.name));
    await user.click(checkbox(lakeside.name));
    expect(estimate()).toBe('Estimated recipients: 100');
    await user.click(screen.getByRole('combobox', { name: 'Audience' }));
    await user.click(await screen.findByRole('option', { name: 'Teachers' }));
    await waitFor(() => expect(estimate()).toBe('Estimated recipients: 10'));
    await user.click(screen.getByRole('combobox', { name: 'Audience' }));
    await user.click(await screen.findByRole('option', { name: 'At-risk students' }));
    await waitFor(() => expect(estimate()).toBe('Estimated recipients: 15'));
  });

  it('opens on the given audience and organizations (Message Teachers on a card)', () => {
    render(
      <CommunicationHubDialog
        {...sampleCommunicationHubProps()}
        defaultAudience="teachers"
        defaultOrganizationIds={[westfield.id, 'org-unknown']}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Audience' })).toHaveTextContent('Teachers');
    expect(checkbox(westfield.name)).toBeChecked();
    expect(checkbox(northbridge.name)).not.toBeChecked();
    expect(estimate()).toBe('Estimated recipients: 5');
  });

  it('fills the subject and message from the audience’s templates', async () => {
    const user = userEvent.setup();
    render(<CommunicationHubDialog {...sampleCommunicationHubProps()} defaultAudience="at-risk" />);
    await user.click(screen.getByRole('combobox', { name: 'Template' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'We are here to help',
      'Free tutoring sessions',
    ]);
    await user.click(screen.getByRole('option', { name: 'Free tutoring sessions' }));
    await waitFor(() => expect(subject()).toHaveValue('Free tutoring sessions'));
    expect(content()).toHaveValue(
      'Hello,\n\nFree tutoring sessions run every week. Join one to get help with your courses and catch up at your own pace.',
    );
  });

  it('keeps Send Message disabled until there is a subject and a message', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(() => Promise.resolve({ sent: 1 }));
    render(<CommunicationHubDialog {...sampleCommunicationHubProps()} onSend={onSend} />);
    expect(sendButton()).toBeDisabled();
    expect(sendButton()).toHaveAccessibleDescription('Enter a subject and a message to send.');
    await user.type(subject(), '   ');
    await user.type(content(), 'Hello');
    expect(sendButton()).toBeDisabled();
    await user.type(subject(), 'Hi');
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByText('Enter a subject and a message to send.')).toBeNull();
    await user.clear(content());
    expect(sendButton()).toBeDisabled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the message, busy meanwhile, then says how many people it reached', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ sent: number }>();
    const onSend = vi.fn((_message: OrganizationMessage) => answer.promise);
    const onOpenChange = vi.fn();
    render(
      <CommunicationHubExample
        onSend={onSend}
        onOpenChange={onOpenChange}
        defaultOrganizationIds={[riverside.id]}
      />,
    );
    await user.click(checkbox(northbridge.name));
    // Pasted, one input each: typed key by key this took 21 s of the 30 s under a busy CI.
    await user.click(subject());
    await user.paste('  Library hours ');
    await user.click(content());
    await user.paste('The library opens at 7 am.');
    await user.click(screen.getByRole('switch', { name: 'Read receipt' }));
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledWith({
      audience: 'students',
      organizationIds: [northbridge.id, riverside.id],
      subject: 'Library hours',
      content: 'The library opens at 7 am.',
      options: { emailNotification: true, scheduleMessage: false, readReceipt: true },
    });
    expect(sendButton()).toHaveAccessibleName('Sending...');
    expect(sendButton()).toHaveAttribute('aria-busy', 'true');
    // One message at a time, and the dialog stays while it is on its way.
    await user.click(sendButton());
    await user.keyboard('{Escape}');
    expect(onSend).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
    answer.resolve({ sent: 100 });
    expect(await screen.findByRole('status')).toHaveTextContent('Message sent to 100 people.');
    const done = screen.getByRole('button', { name: 'Done' });
    await waitFor(() => expect(done).toHaveFocus());
    await user.click(done);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says 1 person for one recipient', async () => {
    const user = userEvent.setup();
    render(
      <CommunicationHubDialog
        {...sampleCommunicationHubProps()}
        onSend={() => Promise.resolve({ sent: 1 })}
      />,
    );
    await user.type(subject(), 'Hi');
    await user.type(content(), 'Hello');
    await user.click(sendButton());
    expect(await screen.findByText('Message sent to 1 person.')).toBeVisible();
  });

  it('shows the server’s message when sending fails, keeping what was typed', async () => {
    const user = userEvent.setup();
    const onSend = vi
      .fn<(message: OrganizationMessage) => Promise<{ sent: number }>>()
      .mockRejectedValueOnce(new Error('Subject must be at most 200 characters'))
      .mockRejectedValueOnce('offline');
    render(<CommunicationHubDialog {...sampleCommunicationHubProps()} onSend={onSend} />);
    await user.click(checkbox(lakeside.name));
    await user.type(subject(), 'Exam week');
    await user.type(content(), 'Good luck!');
    await user.click(sendButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The message was not sent.');
    expect(alert).toHaveTextContent('Subject must be at most 200 characters');
    expect(subject()).toHaveValue('Exam week');
    expect(content()).toHaveValue('Good luck!');
    expect(checkbox(lakeside.name)).toBeChecked();
    expect(sendButton()).toHaveAccessibleName('Send Message');
    await user.click(sendButton());
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Something went wrong. Please try again.',
      ),
    );
  });

  it('takes its texts and templates from the deployment', async () => {
    const user = userEvent.setup();
    render(
      <CommunicationHubDialog
        {...sampleCommunicationHubProps()}
        texts={{
          send: 'Envoyer',
          templates: {
            teachers: [],
            students: [{ id: 'fr-1', title: 'Bienvenue', content: 'Bonjour à tous.' }],
            'at-risk': [],
          },
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Template' }));
    await user.click(await screen.findByRole('option', { name: 'Bienvenue' }));
    await waitFor(() => expect(content()).toHaveValue('Bonjour à tous.'));
  });
});

describe('The organization tools in another language', () => {
  const spanish = { locale: 'es', ready: new Map([[esNs.id, esNs.default]]) };
  const arabic = { locale: 'ar', ready: new Map([[arNs.id, arNs.default]]) };

  it('names the Export Reports sections in Spanish', () => {
    render(
      <I18nProvider translations={spanish}>
        <ExportReportsDialog {...sampleExportReportsProps()} />
      </I18nProvider>,
    );
    const sections = within(dialog('Exportar informes')).getByRole('group', {
      name: 'Secciones de datos',
    });
    expect(within(sections).getByRole('checkbox', { name: 'Estudiantes en riesgo' })).toBeChecked();
  });

  it('speaks Spanish in the Communication Hub: the estimate, a template and the plural sent', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider translations={spanish}>
        <CommunicationHubDialog
          {...sampleCommunicationHubProps()}
          onSend={() => Promise.resolve({ sent: 1250 })}
        />
      </I18nProvider>,
    );
    expect(dialog('Centro de comunicación')).toBeVisible();
    expect(document.querySelector('[data-slot=estimated-recipients]')?.textContent).toBe(
      'Destinatarios estimados: 200',
    );
    await user.type(screen.getByRole('textbox', { name: /Asunto/ }), 'Hola');
    await user.type(screen.getByRole('textbox', { name: /Mensaje/ }), 'Hola a todos');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('Mensaje enviado a 1250 personas.')).toBeVisible();
  });

  it('says in Arabic, with the dual, that the message reached two people', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider translations={arabic}>
        <CommunicationHubDialog
          {...sampleCommunicationHubProps()}
          onSend={() => Promise.resolve({ sent: 2 })}
        />
      </I18nProvider>,
    );
    await user.type(screen.getByRole('textbox', { name: /الموضوع/ }), 'مرحبًا');
    await user.type(screen.getByRole('textbox', { name: /الرسالة/ }), 'مرحبًا بالجميع');
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByText('أُرسلت الرسالة إلى شخصين.')).toBeVisible();
  });
});
