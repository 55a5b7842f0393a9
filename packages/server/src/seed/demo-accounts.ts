/** The shared password of every demo account (documented in docs/api.md; change it for a real deployment). */
export const DEMO_PASSWORD = 'Demo-pass-2025!';

/**
 * One verified account per role at the deployment's own university, e-mail `{role}@demo.edu`;
 * and a student of Lakeside (a seeded university with its own courses), so that another
 * university's learner can be seen not to see the first one's courses (issue 32). Every address
 * is under `demo.edu`, which nobody can register.
 */
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
  {
    email: 'student@lakeside.demo.edu',
    firstName: 'Lena',
    lastName: 'Lakeside',
    role: 'student',
    universityId: 'univ-lakeside',
  },
] as const;
