import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StructureExample, emptyDraft, sampleDraft } from './course-builder.samples';

describe('CourseStructureEditor', () => {
  it('renames a module in place, spaces and all', async () => {
    const user = userEvent.setup();
    render(<StructureExample initialDraft={sampleDraft} />);
    const [title] = screen.getAllByRole('textbox', { name: 'Module title' });
    await user.clear(title!);
    await user.type(title!, 'Getting started');
    expect(title).toHaveValue('Getting started');
  });

  it('focuses a new module’s title, ready to be renamed', async () => {
    const user = userEvent.setup();
    render(<StructureExample initialDraft={emptyDraft} />);
    await user.click(screen.getByRole('button', { name: 'Add module' }));
    const title = screen.getByRole('textbox', { name: 'Module title' });
    await waitFor(() => expect(title).toHaveFocus());
    await user.keyboard('Getting started');
    expect(title).toHaveValue('Getting started');
  });
});
