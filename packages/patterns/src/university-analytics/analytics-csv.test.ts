import { describe, expect, it } from 'vitest';
import { analyticsCsv } from './analytics-csv';
import {
  sampleEmptyUniversityAnalytics,
  sampleRealUniversityAnalytics,
  sampleUniversityAnalytics,
} from './university-analytics.samples';

describe('analyticsCsv', () => {
  it('writes the KPIs, trend, departments and performance one section after another', () => {
    const csv = analyticsCsv(sampleUniversityAnalytics, {
      universityName: 'Northbridge University',
    });
    expect(csv.split('\r\n')).toEqual([
      '"University","Northbridge University"',
      '"Period","Last 30 days"',
      '"Generated","2025-07-14T12:00:00Z"',
      '',
      '"Key figures"',
      '"Metric","Value","Change (%)","Direction","Description","Sample data"',
      '"Total Students","12,456","12.5","increase","Enrolled across all programs","No"',
      '"Active Courses","248","8.2","increase","Courses with activity this period","No"',
      '"Completion Rate","87%","3.1","increase","Of started courses finished","No"',
      '"Avg Session Time","42 min","2.4","decrease","Per learner per day","Yes"',
      '',
      '"Enrollment Trend","Sample data"',
      '"Month","Students","Courses","Completion (%)"',
      '"2025-01","9820","212","81"',
      '"2025-02","10240","218","82"',
      '"2025-03","10910","226","84"',
      '"2025-04","11380","233","85"',
      '"2025-05","11975","241","86"',
      '"2025-06","12456","248","87"',
      '',
      '"Students by Department","Sample data"',
      '"Department","Share (%)"',
      '"Computer Science","35"',
      '"Business","25"',
      '"Engineering","20"',
      '"Arts & Humanities","12"',
      '"Sciences","8"',
      '',
      '"Performance","Sample data"',
      '"Area","Score (%)","Rating"',
      '"Student Satisfaction","92","Excellent"',
      '"Course Completion","87","Good"',
      '"Assessment Scores","78","Average"',
      '"Attendance","64","Poor"',
    ]);
  });

  it('marks no section when every figure is the university’s own, and names it by id without a name', () => {
    const lines = analyticsCsv(sampleRealUniversityAnalytics).split('\r\n');
    expect(lines[0]).toBe('"University","univ-northbridge"');
    expect(lines).toContain('"Enrollment Trend"');
    expect(lines).toContain('"Students by Department"');
    expect(lines).toContain('"Performance"');
    expect(lines.filter((line) => line.includes('Sample data'))).toEqual([
      '"Metric","Value","Change (%)","Direction","Description","Sample data"',
    ]);
  });

  it('writes departments as shares of the total, rounded to one decimal', () => {
    const csv = analyticsCsv({
      ...sampleEmptyUniversityAnalytics,
      departments: [
        { name: 'Law', value: 1, color: 'chart-1' },
        { name: 'Medicine', value: 2, color: 'chart-2' },
      ],
    });
    expect(csv).toContain('"Law","33.3"\r\n"Medicine","66.7"');
  });

  it('keeps headers for empty sections, takes translated texts, and defuses formula cells', () => {
    const csv = analyticsCsv(
      {
        ...sampleEmptyUniversityAnalytics,
        period: '1y',
        kpis: [
          {
            id: 'kpi-x',
            title: '=HYPERLINK("http://evil.example")',
            value: '-5',
            change: -4,
            changeType: 'decrease',
            description: 'Fell',
            sample: false,
          },
        ],
      },
      { texts: { csvPeriod: 'Zeitraum', periodLabels: { ...periodLabelsDe } } },
    );
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe('"Zeitraum","Letztes Jahr"');
    expect(lines).toContain(
      '"\'=HYPERLINK(""http://evil.example"")","\'-5","4","decrease","Fell","No"',
    );
    expect(csv).toContain('"Month","Students","Courses","Completion (%)"\r\n\r\n');
  });
});

const periodLabelsDe = {
  '7d': 'Letzte 7 Tage',
  '30d': 'Letzte 30 Tage',
  '90d': 'Letzte 90 Tage',
  '1y': 'Letztes Jahr',
};
