import { describe, expect, it } from 'vitest';
import { lessonContentSchema } from './lesson';
import { transcriptSegmentSchema } from './transcript';
import { universityFormSchema } from './university';
import { userSchema } from './user';
import { urlSafeIdSchema } from './id';

describe('university form', () => {
  it('defaults the status to active and the primary colour to #6B7280', () => {
    const form = universityFormSchema.parse({
      name: 'Riverside College',
      slug: 'riverside-college',
      adminEmail: 'admin@riverside.edu',
      adminName: 'Jo Admin',
    });
    expect(form.status).toBe('active');
    expect(form.branding.primaryColor).toBe('#6B7280');
  });

  it('requires name, slug, admin name and a valid admin e-mail', () => {
    const result = universityFormSchema.safeParse({
      name: ' ',
      slug: '',
      adminEmail: 'nope',
      adminName: '',
    });
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'adminEmail',
      'adminName',
      'name',
      'slug',
    ]);
  });
});

describe('entities', () => {
  it('reject a transcript segment that ends before it starts', () => {
    const segment = {
      id: 's',
      startTime: 10,
      endTime: 5,
      text: 'x',
      speaker: 'y',
      confidence: 0.9,
      keywords: [],
      importance: 'low',
      category: 'concept',
    };
    expect(transcriptSegmentSchema.safeParse(segment).success).toBe(false);
  });

  it('accept only the known roles on a user', () => {
    const user = {
      id: 'a@b.co',
      email: 'a@b.co',
      firstName: 'A',
      lastName: 'B',
      roles: ['student'],
    };
    expect(userSchema.safeParse(user).success).toBe(true);
    expect(userSchema.safeParse({ ...user, roles: ['janitor'] }).success).toBe(false);
  });

  it('read lesson content as text or either quiz form', () => {
    expect(lessonContentSchema.safeParse('# Title').success).toBe(true);
    expect(lessonContentSchema.safeParse({ id: 'q', questions: [] }).success).toBe(false);
    expect(
      lessonContentSchema.safeParse({ title: 'T', description: '', timeLimit: 5 }).success,
    ).toBe(false);
  });

  it('refuse ids that would break a route', () => {
    expect(urlSafeIdSchema.safeParse('course-1').success).toBe(true);
    expect(urlSafeIdSchema.safeParse('course 1').success).toBe(false);
    expect(urlSafeIdSchema.safeParse('a/b').success).toBe(false);
  });
});
