import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BrandMark } from '../brand-mark';
import { CertificateVerification } from './certificate-verification';
import { sampleVerifiedCertificate } from './certificate-verification.samples';

const meta = {
  title: 'Pages/Certificate verification',
  component: CertificateVerification,
  tags: ['autodocs'],
  args: {
    status: 'ready',
    certificate: sampleVerifiedCertificate,
    productName: 'Northbridge Learn',
    logo: <BrandMark productName="Northbridge Learn" />,
    onRetry: fn(),
  },
} satisfies Meta<typeof CertificateVerification>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The four facts, and nothing more. */
export const Verified: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Certificate verified' })).toBeVisible();
    await expect(canvas.getByText('Sam Student')).toBeVisible();
    await expect(canvas.getByText('Data Science with Python')).toBeVisible();
    await expect(canvas.getByText('Northbridge University')).toBeVisible();
    await expect(canvas.getByText('5 January 2026')).toBeVisible();
    await expect(canvas.getAllByRole('definition')).toHaveLength(4);
  },
};

export const NotFound: Story = {
  args: { status: 'not-found', certificate: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Certificate not found' })).toBeVisible();
    await expect(canvas.queryByText('Sam Student')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', certificate: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking the certificate...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', certificate: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not check the certificate.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Long names wrap. */
export const LongContent: Story = {
  args: {
    certificate: {
      learnerName: 'Maximiliana Alexandra Featherstonehaugh-Wolstenholme',
      courseTitle:
        'Adversarial Machine Learning for Network Defence: an Extended Professional Programme',
      universityName: 'The Northbridge University Institute of Science and Technology',
      issuedAt: '2025-11-20T14:30:00.000Z',
    },
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sam Student')).toBeVisible();
  },
};

/** Every state, one under the other: checked in every brand, light and dark. */
export const AllStates: Story = {
  render: (args) => (
    <div className="flex flex-col divide-y divide-border">
      <CertificateVerification {...args} />
      <CertificateVerification {...args} status="not-found" certificate={null} />
      <CertificateVerification {...args} status="loading" certificate={null} />
      <CertificateVerification {...args} status="error" certificate={null} />
    </div>
  ),
};
