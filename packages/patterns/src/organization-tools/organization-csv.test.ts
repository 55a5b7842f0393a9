import { describe, expect, it } from 'vitest';
import { organizationReportCsv, studentsCsv } from './organization-csv';
import { sampleToolOrganizations } from './organization-tools.samples';

const { northbridge, lakeside, riverside } = sampleToolOrganizations;

describe('organizationReportCsv', () => {
  it('writes the statistics section: a title, a header and a row per organization', () => {
    expect(organizationReportCsv([northbridge, riverside], ['stats']).split('\r\n')).toEqual([
      '"Organization Statistics"',
      '"Organization","Type","Location","Total Students","Active Students","Inactive Students","Average Time Spent (minutes)","Courses Completed","Monthly Active Users","Weekly Active Users","Daily Active Users"',
      '"Northbridge University","University","Boston, MA","4820","4102","718","1326","18","4102","3380","1495"',
      '"Riverside College","Liberal Arts College","Portland, OR","1726","1380","346","420","4","1380","990","402"',
    ]);
  });

  it('lists every student with their completion rate and progress bar percent', () => {
    const lines = organizationReportCsv([lakeside], ['students']).split('\r\n');
    expect(lines[0]).toBe('"Student Data"');
    expect(lines[1]).toBe(
      '"Organization","Name","Email","Department","Year","Status","Courses Completed","Courses In Progress","Completion Rate (%)","Progress (%)","Time Spent (minutes)","Average Grade","GPA","Last Active"',
    );
    expect(lines).toHaveLength(5);
    // Olivia: 5 done, 1 in progress → 83.3 % completion; 5 of 10 courses → 50 % progress.
    expect(lines[2]).toMatch(
      /^"Lakeside State University","Olivia Brown","olivia\.brown@lakeside\.example\.edu",.*,"5","1","83\.3","50","1460",/,
    );
  });

  it('lists only the students at risk: under 2 courses completed or under 120 minutes', () => {
    const lines = organizationReportCsv([northbridge, lakeside, riverside], ['at-risk']).split(
      '\r\n',
    );
    expect(lines[0]).toBe('"At-Risk Students"');
    expect(lines.slice(2).map((row) => row.split(',')[1])).toEqual([
      '"Sofia Garcia"',
      '"Ava Martinez"',
      '"James Anderson"',
    ]);
  });

  it('writes performance per organization, with high achievers and at-risk counts', () => {
    const lines = organizationReportCsv([northbridge], ['performance']).split('\r\n');
    expect(lines).toEqual([
      '"Performance Metrics"',
      '"Organization","Average Grade","Average GPA","Completion Rate (%)","Engagement Rate (%)","Retention Rate (%)","Listed Students","Listed Students Completion (%)","High Achievers","At-Risk Students"',
      // 18 completed, 6 in progress → 75 %; Emma (6) and Noah (8) have 5 or more; Sofia is at risk.
      '"Northbridge University","86","3.5","75","82","91","4","75","2","1"',
    ]);
  });

  it('puts the organizations side by side in the comparative section', () => {
    const lines = organizationReportCsv([northbridge, riverside], ['comparative']).split('\r\n');
    expect(lines[0]).toBe('"Comparative Analysis"');
    expect(lines[1]).toBe('"Measure","Northbridge University","Riverside College"');
    expect(lines[2]).toBe('"Total Students","4820","1726"');
    expect(lines.at(-1)).toBe('"At-Risk Students","1","1"');
  });

  it('writes the chosen sections in the spec’s order, an empty line between them', () => {
    const csv = organizationReportCsv([riverside], ['comparative', 'stats', 'stats']);
    const blocks = csv.split('\r\n\r\n');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]!.startsWith('"Organization Statistics"\r\n')).toBe(true);
    expect(blocks[1]!.startsWith('"Comparative Analysis"\r\n')).toBe(true);
  });

  it('takes the section titles of the deployment’s texts', () => {
    const csv = organizationReportCsv([riverside], ['stats'], {
      stats: 'Statistiken',
      students: 'Studierende',
      performance: 'Leistung',
      'at-risk': 'Gefährdet',
      comparative: 'Vergleich',
    });
    expect(csv.split('\r\n')[0]).toBe('"Statistiken"');
  });

  it('is empty for no section', () => {
    expect(organizationReportCsv([northbridge], [])).toBe('');
  });
});

describe('studentsCsv', () => {
  it('writes every field, a line per student of each organization', () => {
    expect(
      studentsCsv(
        [riverside],
        ['name', 'email', 'organization', 'courses', 'progress', 'timeSpent'],
      ).split('\r\n'),
    ).toEqual([
      '"Name","Email","Organization","Courses Completed","Progress (%)","Time Spent (minutes)"',
      '"Mia Johnson","mia.johnson@riverside.example.edu","Riverside College","3","30","640"',
      '"James Anderson","james.anderson@riverside.example.edu","Riverside College","1","10","200"',
    ]);
  });

  it('keeps only the chosen fields, in the spec’s order whatever order they come in', () => {
    expect(studentsCsv([northbridge, lakeside], ['timeSpent', 'name']).split('\r\n')).toEqual([
      '"Name","Time Spent (minutes)"',
      '"Emma Wilson","1840"',
      '"Liam Patel","720"',
      '"Sofia Garcia","95"',
      '"Noah Kim","2650"',
      '"Olivia Brown","1460"',
      '"Ethan Nguyen","480"',
      '"Ava Martinez","60"',
    ]);
  });

  it('caps progress at 100 percent (10 or more courses)', () => {
    const star = { ...riverside.students[0]!, coursesCompleted: 14 };
    expect(studentsCsv([{ ...riverside, students: [star] }], ['progress'])).toBe(
      '"Progress (%)"\r\n"100"',
    );
  });

  it('takes the column headers of the deployment’s texts', () => {
    const csv = studentsCsv([riverside], ['name'], {
      name: 'Nom',
      email: 'Courriel',
      organization: 'Organisation',
      courses: 'Cours terminés',
      progress: 'Progression (%)',
      timeSpent: 'Temps (minutes)',
    });
    expect(csv.split('\r\n')[0]).toBe('"Nom"');
  });
});
