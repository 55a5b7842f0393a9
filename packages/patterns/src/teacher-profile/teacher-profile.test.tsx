import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as esNs from '@lp/locales/es/teacher-profile';
import { I18nProvider } from '@lp/ui';
import { describe, expect, it, vi } from 'vitest';
import { TeacherProfile } from './teacher-profile';
import {
  manyTeacherCourses,
  sampleTeacherProfileProps,
  sampleTeacherUnderAThousand,
} from './teacher-profile.samples';

/** The value shown under a figure's label in the hero. */
function figure(label: string) {
  const dt = screen.getAllByRole('term').find((el) => el.textContent === label)!;
  return dt.nextElementSibling!.textContent;
}

describe('TeacherProfile', () => {
  it('shows the hero: name, title, university, rating and figures, students as K above 1000', () => {
    render(<TeacherProfile {...sampleTeacherProfileProps()} />);
    const hero = screen.getByRole('region', { name: 'Dr. Sarah Chen' });
    expect(within(hero).getByRole('heading', { level: 2 })).toHaveTextContent('Dr. Sarah Chen');
    expect(hero).toHaveTextContent('Professor of Computer Security');
    expect(hero).toHaveTextContent('Northbridge University');
    expect(within(hero).getByText('Rated 4.9 out of 5')).toBeInTheDocument();
    expect(figure('Students')).toBe('15.4K');
    expect(figure('Courses')).toBe('6');
    expect(figure('Total Hours')).toBe('120');
    expect(figure('Years Experience')).toBe('14');
  });

  it('shows a student count of 1000 or less as it is', () => {
    render(
      <TeacherProfile {...sampleTeacherProfileProps()} instructor={sampleTeacherUnderAThousand} />,
    );
    expect(figure('Students')).toBe('950');
  });

  it('has About the Instructor with the bio and the expertise', () => {
    render(<TeacherProfile {...sampleTeacherProfileProps()} />);
    const about = screen.getByRole('region', { name: 'About the Instructor' });
    expect(about).toHaveTextContent('Sarah leads applied machine-learning research');
    const skills = within(about)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(skills).toEqual(['Machine Learning', 'Network Security', 'Threat Detection']);
  });

  it('shows at most 8 courses, each linking to /course/{id}', () => {
    render(<TeacherProfile {...sampleTeacherProfileProps()} courses={manyTeacherCourses()} />);
    const row = screen.getByRole('list', { name: 'Courses' });
    expect(within(row).getAllByRole('listitem')).toHaveLength(8);
    expect(
      within(row).getByRole('link', { name: 'AI Fundamentals for Cybersecurity' }),
    ).toHaveAttribute('href', '/course/course-1');
    expect(screen.queryByRole('link', { name: 'Red Team Fundamentals' })).toBeNull();
  });

  it('says when the teacher has no course', () => {
    render(<TeacherProfile {...sampleTeacherProfileProps()} courses={[]} />);
    expect(screen.getByText('No courses yet')).toBeInTheDocument();
  });

  it('shows Teacher Not Found, with the way back', () => {
    render(
      <TeacherProfile {...sampleTeacherProfileProps()} status="not-found" instructor={null} />,
    );
    expect(screen.getByRole('heading', { name: 'Teacher Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('region', { name: 'About the Instructor' })).toBeNull();
  });

  it('treats a ready page without a teacher as not found', () => {
    render(<TeacherProfile {...sampleTeacherProfileProps()} instructor={undefined} />);
    expect(screen.getByRole('heading', { name: 'Teacher Not Found' })).toBeInTheDocument();
  });

  it('shows the load failure with Try again', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<TeacherProfile {...sampleTeacherProfileProps()} status="error" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the teacher.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('shows a busy skeleton while loading', () => {
    render(<TeacherProfile {...sampleTeacherProfileProps()} status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading teacher...');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('speaks Spanish, with its figures in Spanish', () => {
    render(
      <I18nProvider translations={{ locale: 'es', ready: new Map([[esNs.id, esNs.default]]) }}>
        <TeacherProfile {...sampleTeacherProfileProps()} />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Acerca del docente' })).toBeVisible();
    expect(screen.getByText('Valoración: 4,9 de 5')).toBeInTheDocument();
    expect(figure('Estudiantes')).toBe('15,4\u00a0mil');
    expect(figure('Años de experiencia')).toBe('14');
  });
});
