/** True when two modules of a course, or two lessons of one module, share an id. */
export function hasDuplicateIds(modules: { id: string; lessons: { id: string }[] }[]): boolean {
  const moduleIds = modules.map((module) => module.id);
  if (new Set(moduleIds).size !== moduleIds.length) return true;
  return modules.some(
    (module) => new Set(module.lessons.map((lesson) => lesson.id)).size !== module.lessons.length,
  );
}
