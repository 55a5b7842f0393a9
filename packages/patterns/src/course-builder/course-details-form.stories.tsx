import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { emptyDraft, sampleDraft } from './course-builder.samples';
import { CourseDetailsForm, type CourseDetailsFormProps } from './course-details-form';

/** The form with its values held in state, as the page holds them. */
function DetailsExample(props: Partial<CourseDetailsFormProps>) {
  const [values, setValues] = useState(props.values ?? sampleDraft);
  return (
    <CourseDetailsForm
      {...props}
      values={values}
      onChange={(next) => {
        setValues(next);
        props.onChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Pages/Course Builder/Course details',
  component: DetailsExample,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { onChange: fn(), onImageSelect: fn() },
} satisfies Meta<typeof DetailsExample>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A course's details filled in; the level shows the spec's names. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveValue(
      'JavaScript from scratch',
    );
    await expect(canvas.getByRole('combobox', { name: 'Level' })).toHaveDisplayValue('Beginner');
    await expect(canvas.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue(
      'English (en)',
    );
    await expect(canvas.getByText('No image yet')).toBeVisible();
  },
};

/** With its image. */
export const WithImage: Story = {
  args: { values: { ...sampleDraft, imageUrl: '/images/course-placeholder.svg' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Course image preview' })).toBeVisible();
  },
};

/**
 * A field left invalid shows the API's own message under it: an emptied title says
 * 'Title is required', as a save would.
 */
export const ValidationErrors: Story = {
  args: { values: { ...emptyDraft, title: '', estimatedDurationHours: Number.NaN } },
  play: async ({ canvas, args }) => {
    const title = canvas.getByRole('textbox', { name: 'Title' });
    await userEvent.click(title);
    await userEvent.tab();
    await waitFor(() => expect(title).toHaveAccessibleDescription('Title is required'));
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(title, 'Statistics');
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid'));
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** After a refused save every message shows at once. */
export const AllErrorsShown: Story = {
  args: {
    values: { ...emptyDraft, title: '', language: 'EN', estimatedDurationHours: Number.NaN },
    showAllErrors: true,
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await expect(canvas.getByText('Language must be a lower-case code such as en')).toBeVisible();
    await expect(canvas.getByText('Enter the duration as a number of hours')).toBeVisible();
  },
};

/** The image is uploading; the field waits. */
export const ImageUploading: Story = {
  args: { imageUploading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploading image…');
    await expect(canvas.getByLabelText('Course image')).toBeDisabled();
  },
};

/** The upload refused the image. */
export const ImageRefused: Story = {
  args: { imageError: 'Only PNG, JPEG, WebP or GIF images are accepted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Course image')).toHaveAccessibleDescription(
      /Only PNG, JPEG, WebP or GIF images are accepted/,
    );
  },
};

/** Choosing an image hands the file to the screen. */
export const ChooseImage: Story = {
  play: async ({ canvas, args }) => {
    const file = new File(['png'], 'cover.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Course image'), file);
    await expect(args.onImageSelect).toHaveBeenCalledWith(file);
  },
};

/**
 * Before the app's script has run: the details post with the version they were read at, by
 * Save details. Sent over a newer version, they come back with the API's message, as typed.
 */
export const BeforeScriptStaleSave: Story = {
  args: {
    postVersion: 3,
    formError:
      'Someone else saved this course after you opened it. Reload their version, or keep your copy and save it over theirs.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/Someone else saved this course/);
    await expect(canvas.getByRole('button', { name: 'Save details' })).toHaveAttribute(
      'type',
      'submit',
    );
    const form = canvasElement.querySelector('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form?.querySelector('input[name="version"]')).toHaveValue('3');
  },
};
