import { describe, expect, it } from 'vitest';
import {
  universityFormErrors,
  universityFormFieldOf,
  universityFormMessages as messages,
  type UniversityFormValues,
} from './university-form';

const valid: UniversityFormValues = {
  name: 'Northbridge University',
  slug: 'northbridge-university',
  domain: 'learn.northbridge.edu',
  description: '',
  adminName: 'Nora North',
  adminEmail: 'nora@northbridge.edu',
  primaryColor: '#6B7280',
  logoUrl: '',
  faviconUrl: '',
};

describe('universityFormErrors', () => {
  it('accepts a complete form', () => {
    expect(universityFormErrors(valid, { withAdmin: true })).toEqual({});
  });

  it('requires name, slug, admin name and admin e-mail (spec 2 §5)', () => {
    const empty = { ...valid, name: ' ', slug: '', adminName: '', adminEmail: '' };
    expect(universityFormErrors(empty, { withAdmin: true })).toEqual({
      name: messages.nameRequired,
      slug: messages.slugRequired,
      adminName: messages.adminNameRequired,
      adminEmail: messages.adminEmailRequired,
    });
  });

  it('does not ask for an administrator when editing', () => {
    const edit = { ...valid, adminName: '', adminEmail: '' };
    expect(universityFormErrors(edit, { withAdmin: false })).toEqual({});
  });

  it.each([
    ['slug', 'Has Spaces', messages.slugInvalid],
    ['slug', 'double--hyphen', messages.slugInvalid],
    ['slug', '-edge', messages.slugInvalid],
    ['domain', 'https://learn.northbridge.edu', messages.domainInvalid],
    ['domain', 'learn.northbridge.edu/path', messages.domainInvalid],
    ['domain', 'localhost', messages.domainInvalid],
    ['domain', 'host.edu:8080', messages.domainInvalid],
    ['adminEmail', 'not-an-email', messages.adminEmailInvalid],
    ['primaryColor', '#FFF', messages.colorInvalid],
    ['primaryColor', 'red', messages.colorInvalid],
    ['logoUrl', 'javascript:alert(1)', messages.urlInvalid],
    ['logoUrl', 'http://insecure.example/logo.png', messages.urlInvalid],
    ['faviconUrl', '//other.example/icon.png', messages.urlInvalid],
  ] as const)('refuses %s %j', (field, value, message) => {
    expect(universityFormErrors({ ...valid, [field]: value }, { withAdmin: true })).toEqual({
      [field]: message,
    });
  });

  it('accepts an upper-case domain, https and same-host image addresses', () => {
    const form = {
      ...valid,
      domain: 'Learn.Northbridge.EDU',
      logoUrl: 'https://cdn.example/logo.png',
      faviconUrl: '/favicon.ico',
    };
    expect(universityFormErrors(form, { withAdmin: true })).toEqual({});
  });
});

describe('universityFormFieldOf', () => {
  it('places the server’s refusals under their field', () => {
    expect(universityFormFieldOf(messages.slugTaken)).toBe('slug');
    expect(universityFormFieldOf(messages.domainTaken)).toBe('domain');
    expect(universityFormFieldOf(messages.adminExists)).toBe('adminEmail');
    expect(universityFormFieldOf(messages.nameRequired)).toBe('name');
    expect(universityFormFieldOf('Something went wrong')).toBeUndefined();
  });
});
