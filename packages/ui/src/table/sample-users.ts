import type { DataTableColumn } from './use-data-table';

/** A user of the admin list (spec 2 §3), for stories, tests and the benchmark. */
export interface SampleUser {
  id: string;
  name: string;
  email: string;
  role: 'student' | 'teacher' | 'university_admin' | 'admin';
  status: 'active' | 'inactive' | 'pending' | 'suspended';
  department: string;
  coursesEnrolled: number;
}

const first = [
  'Ada',
  'Alan',
  'Grace',
  'Katherine',
  'Linus',
  'Margaret',
  'Tim',
  'Barbara',
  'Edsger',
  'Frances',
];
const last = [
  'Lovelace',
  'Turing',
  'Hopper',
  'Johnson',
  'Torvalds',
  'Hamilton',
  'Lee',
  'Liskov',
  'Dijkstra',
  'Allen',
];
const roles: SampleUser['role'][] = [
  'student',
  'student',
  'student',
  'teacher',
  'university_admin',
  'admin',
];
const statuses: SampleUser['status'][] = [
  'active',
  'active',
  'active',
  'inactive',
  'pending',
  'suspended',
];
const departments = ['Computer Science', 'Mathematics', 'Physics', 'History', 'Design'];

/** `count` deterministic users (no randomness, so stories and benchmarks are repeatable). */
export function generateUsers(count: number): SampleUser[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${first[i % first.length]} ${last[Math.floor(i / first.length) % last.length]}`;
    return {
      id: `user-${i + 1}`,
      name: `${name} ${i + 1}`,
      email: `${name.toLowerCase().replace(' ', '.')}${i + 1}@university.edu`,
      role: roles[(i * 7) % roles.length]!,
      status: statuses[(i * 5) % statuses.length]!,
      department: departments[(i * 3) % departments.length]!,
      coursesEnrolled: (i * 13) % 9,
    };
  });
}

/** The columns of the user table, with plain text cells. */
export const userColumns: DataTableColumn<SampleUser>[] = [
  { id: 'name', header: 'Name', cell: (u) => u.name, sortable: true, sortValue: (u) => u.name },
  {
    id: 'email',
    header: 'Email',
    cell: (u) => u.email,
    sortable: true,
    sortValue: (u) => u.email,
    width: '30%',
  },
  {
    id: 'role',
    header: 'Role',
    cell: (u) => u.role,
    sortable: true,
    sortValue: (u) => u.role,
    width: 150,
  },
  { id: 'status', header: 'Status', cell: (u) => u.status, width: 120 },
  {
    id: 'courses',
    header: 'Courses',
    cell: (u) => u.coursesEnrolled,
    sortable: true,
    sortValue: (u) => u.coursesEnrolled,
    width: 110,
    align: 'end',
  },
];

/** What the search box of the user table matches: name and e-mail. */
export const userFilterText = (u: SampleUser) => `${u.name} ${u.email}`;

export const userId = (u: SampleUser) => u.id;
