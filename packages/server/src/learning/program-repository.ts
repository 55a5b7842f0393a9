import type { Instructor } from '@lp/contract';
import type { ProgramDetail, ProgramSummary } from '@lp/contract/api';
import type { Db } from '../db/database';
import type { StoredProgram } from '../db/schema';

/** The earliest item of a schedule, as written (it keeps its offset: the event's own time zone). */
function earliest(schedule: StoredProgram['schedule']): string | null {
  let first: { at: number; datetime: string } | null = null;
  for (const item of schedule) {
    const at = Date.parse(item.datetime);
    if (!first || at < first.at) first = { at, datetime: item.datetime };
  }
  return first?.datetime ?? null;
}

export function createProgramRepository(db: Db) {
  async function instructorsByIds(ids: readonly string[]): Promise<Instructor[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('instructors')
      .select(['id', 'body'])
      .where('id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row.body]));
    // In the program's order; an id with no instructor behind it is left out.
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    /** The university's programs (issue 32): another university's are never listed. */
    async programs(universityId: string): Promise<ProgramSummary[]> {
      const rows = await db
        .selectFrom('programs')
        .select('body')
        .where('university_id', '=', universityId)
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map(({ body }) => ({
        id: body.id,
        title: body.title,
        tagline: body.tagline,
        heroImage: body.heroImage,
        stats: body.stats,
        liveEvents: body.liveEvents,
        startsAt: earliest(body.schedule),
      }));
    },

    /** The program, or null when unknown or another university's (both answer the same 404). */
    async program(universityId: string, id: string): Promise<ProgramDetail | null> {
      const row = await db
        .selectFrom('programs')
        .select('body')
        .where('id', '=', id)
        .where('university_id', '=', universityId)
        .executeTakeFirst();
      if (!row) return null;
      const { instructorIds, ...program } = row.body;
      return { ...program, instructors: await instructorsByIds(instructorIds) };
    },

    async instructors(): Promise<Instructor[]> {
      const rows = await db
        .selectFrom('instructors')
        .select('body')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.body);
    },

    async instructor(id: string): Promise<Instructor | null> {
      const row = await db
        .selectFrom('instructors')
        .select('body')
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.body ?? null;
    },
  };
}

export type ProgramRepository = ReturnType<typeof createProgramRepository>;
