import { describe, expect, it } from 'vitest';
import {
  completionRate,
  estimateRecipients,
  isAtRisk,
  isDailyActive,
  isHighAchiever,
  matchesOrganizationSearch,
  organizationSummary,
  studentProgressPercent,
} from './organization';

describe('organization rules', () => {
  it('flags students with fewer than 2 courses or under 120 minutes as at risk', () => {
    expect(isAtRisk({ coursesCompleted: 1, totalTimeSpent: 500 })).toBe(true);
    expect(isAtRisk({ coursesCompleted: 4, totalTimeSpent: 119 })).toBe(true);
    expect(isAtRisk({ coursesCompleted: 2, totalTimeSpent: 120 })).toBe(false);
  });

  it('calls 5 or more completed courses a high achiever', () => {
    expect(isHighAchiever({ coursesCompleted: 5 })).toBe(true);
    expect(isHighAchiever({ coursesCompleted: 4 })).toBe(false);
  });

  it('fills the progress bar at 10 courses and caps it at 100%', () => {
    expect(studentProgressPercent({ coursesCompleted: 3 })).toBe(30);
    expect(studentProgressPercent({ coursesCompleted: 10 })).toBe(100);
    expect(studentProgressPercent({ coursesCompleted: 14 })).toBe(100);
  });

  it('estimates recipients: 50 per organization, 200 with none chosen', () => {
    expect(estimateRecipients('students', 0)).toBe(200);
    expect(estimateRecipients('students', 3)).toBe(150);
    expect(estimateRecipients('teachers', 0)).toBe(20);
    expect(estimateRecipients('teachers', 3)).toBe(15);
    expect(estimateRecipients('at-risk', 0)).toBe(30);
    expect(estimateRecipients('at-risk', 2)).toBe(15);
  });

  it('counts students active within the last day as daily active', () => {
    const now = new Date('2025-07-17T12:00:00Z');
    expect(isDailyActive({ lastActive: '2025-07-16T12:00:00Z' }, now)).toBe(true);
    expect(isDailyActive({ lastActive: '2025-07-16T11:59:59Z' }, now)).toBe(false);
  });

  it('computes the completion rate from completed and in-progress courses', () => {
    expect(completionRate(3, 1)).toBe(75);
    expect(completionRate(0, 0)).toBe(0);
  });

  it('summarises organizations for the cards', () => {
    expect(
      organizationSummary([{ stats: { totalStudents: 100 } }, { stats: { totalStudents: 51 } }]),
    ).toEqual({ totalOrganizations: 2, totalStudents: 151, averageStudentsPerOrganization: 76 });
    expect(organizationSummary([]).averageStudentsPerOrganization).toBe(0);
  });

  it('searches by name or location, ignoring case', () => {
    const org = { name: 'Riverside College', location: 'Portland, OR' };
    expect(matchesOrganizationSearch(org, 'RIVER')).toBe(true);
    expect(matchesOrganizationSearch(org, 'portland')).toBe(true);
    expect(matchesOrganizationSearch(org, 'boston')).toBe(false);
  });
});
