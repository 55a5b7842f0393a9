import { describe, expect, it } from 'vitest';
import { sampleUserRows } from './user-management.samples';
import { csvCell, usersToCsv } from './users-csv';

describe('csvCell', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(5)).toBe('"5"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
  });

  it('keeps cells a spreadsheet would run as formulas as text', () => {
    expect(csvCell('=1+1')).toBe('"\'=1+1"');
    expect(csvCell('+44 20')).toBe('"\'+44 20"');
    expect(csvCell('-2')).toBe('"\'-2"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('\tcmd')).toBe('"\'\tcmd"');
    expect(csvCell('a=b')).toBe('"a=b"');
  });
});

describe('usersToCsv', () => {
  it('writes a header line and one line per user, CRLF between', () => {
    const [emma, chen] = sampleUserRows.filter((row) => ['user-1', 'user-2'].includes(row.id));
    expect(usersToCsv([emma!, chen!]).split('\r\n')).toEqual([
      '"Name","Email","Role","Status","University","Department","Last Active","Joined"',
      '"Emma Wilson","emma.wilson@northbridge.example.edu","student","active","Northbridge University","Computer Science","2025-07-14T10:00:00Z","2024-09-03T08:30:00Z"',
      '"Dr. Sarah Chen","sarah.chen@northbridge.example.edu","teacher","active","Northbridge University","Computer Science","2025-07-14T11:30:00Z","2023-08-15T10:00:00Z"',
    ]);
  });

  it('takes the caller’s columns, and writes an empty cell for a user never seen', () => {
    const liam = sampleUserRows.find((row) => row.id === 'user-5')!;
    const csv = usersToCsv(
      [liam],
      [
        { header: 'Who', value: (row) => row.name },
        { header: 'Seen', value: (row) => row.lastActiveAt },
      ],
    );
    expect(csv).toBe('"Who","Seen"\r\n"Liam Patel",""');
  });

  it('writes only the header for no users', () => {
    expect(usersToCsv([]).split('\r\n')).toHaveLength(1);
  });
});
