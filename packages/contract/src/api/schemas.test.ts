import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  acceptInvitationRequestSchema,
  createCourseRequestSchema,
  envelope,
  findControlCharacter,
  inviteRequestSchema,
  PASSWORD_IS_EMAIL_MESSAGE,
  loginRequestSchema,
  parsePresenceMessage,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './index';

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('request schemas carry the spec 1 §5 messages', () => {
  it('asks for an email and a password at login', () => {
    expect(firstMessage(loginRequestSchema.safeParse({ email: '', password: 'x' }))).toBe(
      'Email is required',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'nope', password: 'x' }))).toBe(
      'Please enter a valid email address',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe(
      'Password is required',
    );
    expect(firstMessage(loginRequestSchema.safeParse({ password: 'x' }))).toBe('Email is required');
  });

  it('requires names and an 8-character password to register', () => {
    const valid = { email: 'a@b.co', password: '12345678', firstName: 'Ada', lastName: 'Lovelace' };
    expect(registerRequestSchema.safeParse(valid).success).toBe(true);
    expect(firstMessage(registerRequestSchema.safeParse({ ...valid, firstName: ' ' }))).toBe(
      'First name is required',
    );
    expect(firstMessage(registerRequestSchema.safeParse({ ...valid, lastName: '' }))).toBe(
      'Last name is required',
    );
    expect(firstMessage(registerRequestSchema.safeParse({ ...valid, password: 'short' }))).toBe(
      'Password must be at least 8 characters',
    );
  });

  it('requires an 8-character new password to reset', () => {
    expect(
      firstMessage(resetPasswordRequestSchema.safeParse({ token: 't', newPassword: '1234567' })),
    ).toBe('Password must be at least 8 characters');
  });

  it('takes invitation roles in upper case only', () => {
    expect(inviteRequestSchema.safeParse({ email: 'a@b.co', role: 'TEACHER' }).success).toBe(true);
    expect(inviteRequestSchema.safeParse({ email: 'a@b.co', role: 'teacher' }).success).toBe(false);
  });

  it('uses the invitation flow texts of spec 2 §5', () => {
    const valid = {
      token: 't',
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.co',
      password: '12345678',
    };
    expect(firstMessage(acceptInvitationRequestSchema.safeParse({ ...valid, firstName: '' }))).toBe(
      'Please enter your first and last name',
    );
    expect(
      firstMessage(acceptInvitationRequestSchema.safeParse({ ...valid, password: 'short' })),
    ).toBe('Password must be at least 8 characters long');
  });

  it('fills course defaults and refuses an upper-case language', () => {
    const parsed = createCourseRequestSchema.parse({ title: 'Intro', language: 'en' });
    expect(parsed).toMatchObject({ difficultyLevel: 'BEGINNER', isPublished: false, modules: [] });
    expect(
      createCourseRequestSchema.safeParse({ title: 'Intro', language: 'English' }).success,
    ).toBe(false);
  });
});

describe('envelope', () => {
  it('wraps a data schema with optional message and error', () => {
    const schema = envelope(z.object({ id: z.number() }));
    expect(schema.parse({ data: { id: 1 }, message: null, error: null })).toEqual({
      data: { id: 1 },
      message: null,
      error: null,
    });
    expect(schema.safeParse({ data: { id: 'x' } }).success).toBe(false);
  });
});

describe('parsePresenceMessage', () => {
  it('reads plain and double-encoded messages', () => {
    const message = { type: 'userCountUpdate', count: 3 };
    expect(parsePresenceMessage(JSON.stringify(message))).toEqual(message);
    expect(parsePresenceMessage(JSON.stringify(JSON.stringify(message)))).toEqual(message);
  });

  it('ignores unparseable and unknown messages', () => {
    expect(parsePresenceMessage('{not json')).toBeNull();
    expect(parsePresenceMessage(JSON.stringify({ type: 'other', count: 1 }))).toBeNull();
    expect(
      parsePresenceMessage(JSON.stringify({ type: 'totalUsersUpdate', count: 'many' })),
    ).toBeNull();
  });
});

describe('control characters (issue 19, item 2)', () => {
  it('are refused in every one-line field, NUL first of all', () => {
    const register = { email: 'a@b.co', password: 'Long-pass-1', firstName: 'Ada', lastName: 'L' };
    expect(registerRequestSchema.safeParse(register).success).toBe(true);
    for (const [field, value] of [
      ['email', 'a\u0000@b.co'],
      ['password', 'Long-pass-1\u0000'],
      ['firstName', 'A\u0007da'],
      ['lastName', 'L\u007f'],
    ] as const) {
      expect(registerRequestSchema.safeParse({ ...register, [field]: value }).success, field).toBe(
        false,
      );
    }
    expect(
      firstMessage(loginRequestSchema.safeParse({ email: 'a@b.co\u0000', password: 'x' })),
    ).toBe('Please enter a valid email address');
    expect(
      resetPasswordRequestSchema.safeParse({ token: 'abc\u0000', newPassword: 'Long-pass-1' })
        .success,
    ).toBe(false);
  });

  it('keep tab and line breaks in multi-line text but refuse NUL anywhere in lesson content', () => {
    expect(
      createCourseRequestSchema.safeParse({ title: 'T', language: 'en', description: 'a\n\tb\r\n' })
        .success,
    ).toBe(true);
    expect(
      firstMessage(createCourseRequestSchema.safeParse({ title: 'T\u0000', language: 'en' })),
    ).toBe('Title must not contain control characters');
    expect(
      findControlCharacter({ modules: [{ lessons: [{ content: { q: ['ok', 'x\u0000'] } }] }] }),
    ).toEqual(['modules', 0, 'lessons', 0, 'content', 'q', 1]);
    expect(findControlCharacter({ text: 'line\nline\ttab' })).toBeNull();
  });

  it('refuse a password equal to the e-mail at registration and invitation', () => {
    const register = {
      email: 'ada@uni.edu',
      password: 'ADA@uni.edu',
      firstName: 'A',
      lastName: 'L',
    };
    expect(firstMessage(registerRequestSchema.safeParse(register))).toBe(PASSWORD_IS_EMAIL_MESSAGE);
    expect(
      firstMessage(
        acceptInvitationRequestSchema.safeParse({
          token: 't',
          firstName: 'A',
          lastName: 'L',
          email: 'ada@uni.edu',
          password: 'ada@uni.edu',
        }),
      ),
    ).toBe(PASSWORD_IS_EMAIL_MESSAGE);
  });
});
