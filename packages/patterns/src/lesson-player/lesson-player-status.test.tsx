import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LayoutPending, LessonNotFound, LessonPlayerLoading } from './lesson-player-status';

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
    render(<LessonNotFound variant="desktop" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(
      screen.getByText('The requested course or lesson could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });

  it('says the lesson could not be found on mobile, through the app’s link', () => {
    render(
      <LessonNotFound
        variant="mobile"
        backHref="/my-learning"
        renderLink={({ href, className, children }) => (
          <a href={`#${href}`} className={className}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson not found' })).toBeInTheDocument();
    expect(screen.getByText('The requested lesson could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '#/my-learning',
    );
  });
});

describe('LayoutPending', () => {
  it('shows a named spinner until the layout is chosen', () => {
    render(<LayoutPending />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading lesson player');
  });
});
