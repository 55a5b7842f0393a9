import { sampleUniversities } from '@lp/contract';
import { describe, expect, it } from 'vitest';
import { universitiesToCsv } from './universities-csv';

describe('universitiesToCsv', () => {
  it('writes a header and one row per university', () => {
    const csv = universitiesToCsv(sampleUniversities.slice(0, 2));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '"Name","Slug","Domain","Status","Students","Teachers","Courses","Created"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${sampleUniversities[0]!.slug}"`);
  });

  it('keeps commas and quotes in their cell, and defuses formulas', () => {
    const [first] = sampleUniversities;
    const csv = universitiesToCsv([
      { ...first!, name: 'North, "Bridge"', slug: '=cmd()', domain: undefined },
    ]);
    expect(csv.split('\r\n')[1]).toMatch(/^"North, ""Bridge""","'=cmd\(\)","",/);
  });
});

describe('universitiesToCsv in Spanish', () => {
  it('writes the header in the page’s language', async () => {
    const es = (await import('@lp/locales/es/app-admin')).default;
    const [header] = universitiesToCsv(sampleUniversities.slice(0, 1), es).split('\r\n');
    expect(header).toBe(
      '"Nombre","Identificador","Dominio","Estado","Estudiantes","Docentes","Cursos","Fecha de creación"',
    );
  });
});
