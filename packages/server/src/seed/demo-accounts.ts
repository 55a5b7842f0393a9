/** The shared password of every demo account (documented in docs/api.md; change it for a real deployment). */
export const DEMO_PASSWORD = 'Demo-pass-2025!';

/** One verified account per role, e-mail `{role}@demo.edu`. */
export const demoAccounts = [
  { email: 'student@demo.edu', firstName: 'Sam', lastName: 'Student', role: 'student' },
  { email: 'teacher@demo.edu', firstName: 'Tara', lastName: 'Teacher', role: 'teacher' },
  { email: 'admin@demo.edu', firstName: 'Alex', lastName: 'Admin', role: 'admin' },
  { email: 'superuser@demo.edu', firstName: 'Sofia', lastName: 'Superuser', role: 'superuser' },
  {
    email: 'university_admin@demo.edu',
    firstName: 'Uma',
    lastName: 'University Admin',
    role: 'university_admin',
  },
] as const;
