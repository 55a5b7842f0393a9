import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  BulkOperationsExample,
  CommunicationHubExample,
  ExportReportsExample,
  sampleSend,
  sampleToolOrganizations,
} from './organization-tools.samples';

const { northbridge, westfield } = sampleToolOrganizations;

// Each story renders one dialog open, as the organizations dashboard opens it. The examples
// keep the open state, so closing really closes; downloads go to a spy, not the disk.
const meta = {
  title: 'Pages/Admin/Organization Tools',
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (name: string) => screen.findByRole('dialog', { name });

/** Export Reports as it opens: CSV chosen, PDF and Excel coming, every section checked. */
export const ExportReports: Story = {
  render: () => <ExportReportsExample onDownload={fn()} />,
  play: async () => {
    const dialog = await findDialog('Export Reports');
    await expect(within(dialog).getByRole('radio', { name: 'CSV' })).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: 'PDF' })).toBeDisabled();
    await expect(
      within(dialog).getByText('PDF and Excel reports are coming soon; CSV downloads now.'),
    ).toBeVisible();
  },
};

/** Every section unchecked: the message, and Export disabled. */
export const ExportReportsValidation: Story = {
  render: () => <ExportReportsExample onDownload={fn()} />,
  play: async () => {
    const dialog = await findDialog('Export Reports');
    const sections = within(dialog).getByRole('group', { name: 'Data sections' });
    for (const box of within(sections).getAllByRole('checkbox')) await userEvent.click(box);
    await expect(within(dialog).getByText('Select at least one section')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Export Report' })).toBeDisabled();
  },
};

/** The download spy of the story below. */
const reportDownload = fn();

/** Export downloads the CSV and closes the dialog. */
export const ExportReportsDownload: Story = {
  beforeEach: () => {
    reportDownload.mockClear();
  },
  render: () => <ExportReportsExample onDownload={reportDownload} />,
  play: async () => {
    const dialog = await findDialog('Export Reports');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(reportDownload).toHaveBeenCalledWith(
      'organization-report.csv',
      expect.stringContaining('"Organization Statistics"'),
    );
  },
};

/** No organization yet: nothing to export. */
export const ExportReportsEmpty: Story = {
  render: () => <ExportReportsExample organizations={[]} onDownload={fn()} />,
  play: async () => {
    const dialog = await findDialog('Export Reports');
    await expect(
      within(dialog).getByText('There are no organizations to export yet.'),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Export Report' })).toBeDisabled();
  },
};

/** The browser refused the download: the dialog says so and stays. */
export const ExportReportsFailed: Story = {
  render: () => (
    <ExportReportsExample
      onDownload={() => {
        throw new Error('Blocked');
      }}
    />
  ),
  play: async () => {
    const dialog = await findDialog('Export Reports');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export Report' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not create the file. Please try again.',
    );
  },
};

/** Bulk Operations as it opens: the student export, every field checked. */
export const BulkOperations: Story = {
  render: () => <BulkOperationsExample onDownload={fn()} />,
  play: async () => {
    const dialog = await findDialog('Bulk Operations');
    const fields = within(dialog).getByRole('group', { name: 'Fields to export' });
    await expect(within(fields).getAllByRole('checkbox')).toHaveLength(6);
  },
};

/** Every field unchecked: the message, and Export disabled. */
export const BulkOperationsValidation: Story = {
  render: () => <BulkOperationsExample onDownload={fn()} />,
  play: async () => {
    const dialog = await findDialog('Bulk Operations');
    const fields = within(dialog).getByRole('group', { name: 'Fields to export' });
    for (const box of within(fields).getAllByRole('checkbox')) await userEvent.click(box);
    await expect(within(dialog).getByText('Select at least one field')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Export Students' })).toBeDisabled();
  },
};

/** The import tab, reached with the arrow key: its options, and the honest note. */
export const BulkOperationsImport: Story = {
  render: () => <BulkOperationsExample onDownload={fn()} />,
  play: async () => {
    const dialog = await findDialog('Bulk Operations');
    within(dialog).getByRole('tab', { name: 'Export Students' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const panel = await within(dialog).findByRole('tabpanel', { name: 'Import Students' });
    await expect(within(panel).getByText('Importing students is not available yet.')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Import Students' })).toBeDisabled();
  },
};

/** The Communication Hub as Message All opens it: students of every organization. */
export const CommunicationHub: Story = {
  render: () => <CommunicationHubExample onSend={sampleSend} />,
  play: async () => {
    const dialog = await findDialog('Communication Hub');
    await expect(within(dialog).getByText('Estimated recipients: 200')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeDisabled();
  },
};

/** As Message Teachers opens it from a card: teachers of one organization. */
export const CommunicationHubTeachers: Story = {
  render: () => (
    <CommunicationHubExample
      onSend={sampleSend}
      defaultAudience="teachers"
      defaultOrganizationIds={[westfield.id]}
    />
  ),
  play: async () => {
    const dialog = await findDialog('Communication Hub');
    await expect(within(dialog).getByRole('checkbox', { name: westfield.name })).toBeChecked();
    await expect(within(dialog).getByText('Estimated recipients: 5')).toBeVisible();
  },
};

/** A template fills the subject and the message. */
export const CommunicationHubTemplate: Story = {
  render: () => <CommunicationHubExample onSend={sampleSend} defaultAudience="at-risk" />,
  play: async () => {
    const dialog = await findDialog('Communication Hub');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await userEvent.click(await screen.findByRole('option', { name: 'We are here to help' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveValue(
        'We are here to help',
      ),
    );
    await expect(within(dialog).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

/** Only the subject: Send Message stays disabled and says why. */
export const CommunicationHubValidation: Story = {
  render: () => <CommunicationHubExample onSend={sampleSend} />,
  play: async () => {
    const dialog = await findDialog('Communication Hub');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Exam week');
    const send = within(dialog).getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    await expect(send).toHaveAccessibleDescription('Enter a subject and a message to send.');
  },
};

async function fillMessage(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('checkbox', { name: northbridge.name }));
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Exam week');
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /Message/ }),
    'Good luck with your exams!',
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Send Message' }));
}

/** The server has not answered yet: the busy label, and the dialog stays. */
export const CommunicationHubSending: Story = {
  render: () => <CommunicationHubExample onSend={() => new Promise(() => {})} />,
  play: async () => {
    const dialog = await findDialog('Communication Hub');
    await fillMessage(dialog);
    const busy = within(dialog).getByRole('button', { name: 'Sending...' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** Sent: how many people it reached, and Done. */
export const CommunicationHubSent: Story = {
  render: () => <CommunicationHubExample onSend={sampleSend} />,
  play: async () => {
    const dialog = await findDialog('Communication Hub');
    await fillMessage(dialog);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Message sent to 50 people.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus());
  },
};

/** The server refused: its message, and everything typed is still there. */
export const CommunicationHubFailed: Story = {
  render: () => (
    <CommunicationHubExample
      onSend={() => Promise.reject(new Error('Could not reach the mail server.'))}
    />
  ),
  play: async () => {
    const dialog = await findDialog('Communication Hub');
    await fillMessage(dialog);
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The message was not sent.');
    await expect(alert).toHaveTextContent('Could not reach the mail server.');
    await expect(within(dialog).getByRole('textbox', { name: /Subject/ })).toHaveValue('Exam week');
  },
};

/** At 375 px the hub's form stacks and scrolls inside the dialog. */
export const CommunicationHubPhone: Story = {
  ...CommunicationHub,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
