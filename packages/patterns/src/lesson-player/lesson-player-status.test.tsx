import { RouterProvider } from '@lp/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LayoutPending, LessonNotFound, LessonPlayerLoading } from './lesson-player-status';
import { sampleHrefs } from '../samples/paths.samples';

describe('LessonPlayerLoading', () => {
  it("announces the spec's loading text as a status", () => {
    render(<LessonPlayerLoading />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Loading your personalized learning experience...',
    );
  });
});

describe('LessonNotFound', () => {
  it('says the course could not be loaded on desktop, with a way back', () => {
    render(<LessonNotFound {...sampleHrefs.toCourses} variant="desktop" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(
      screen.getByText('The requested course or lesson could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('says the lesson could not be found on mobile, through the app’s router', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <LessonNotFound variant="mobile" backHref="/my-learning" />
      </RouterProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeInTheDocument();
    expect(screen.getByText('The requested lesson could not be found.')).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Courses' });
    expect(back).toHaveAttribute('href', '/my-learning');
    await userEvent.click(back);
    expect(navigate).toHaveBeenCalledWith('/my-learning');
  });
});

describe('LayoutPending', () => {
  it('shows a named spinner until the layout is chosen', () => {
    render(<LayoutPending />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading lesson player');
  });
});
