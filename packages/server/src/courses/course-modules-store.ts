import type { Module } from '@lp/contract';
import type { Db } from '../db/database';

/**
 * Writes a course's modules and their lessons in order (positions from the array), each lesson
 * stored whole as its body. Creating a course and the builder's save both write through here,
 * inside their own transaction.
 */
export async function insertModules(db: Db, courseId: string, modules: readonly Module[]) {
  for (const [position, module] of modules.entries()) {
    await db
      .insertInto('course_modules')
      .values({
        course_id: courseId,
        id: module.id,
        position,
        title: module.title,
        description: module.description,
        total_duration: module.totalDuration,
        thumbnail: module.thumbnail ?? null,
      })
      .execute();
    for (const [lessonPosition, lesson] of module.lessons.entries()) {
      await db
        .insertInto('lessons')
        .values({
          course_id: courseId,
          module_id: module.id,
          id: lesson.id,
          position: lessonPosition,
          body: JSON.stringify(lesson),
        })
        .execute();
    }
  }
}
