import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sampleCourses } from '../samples/courses';
import { buildProgressNodes, nodeDifficulty, nodePosition } from './progress-map';

describe('nodeDifficulty', () => {
  it.each([
    ['code_sandbox', 'x', 'hard'],
    ['quiz', 'q'.repeat(1001), 'hard'],
    ['quiz', 'q'.repeat(1000), 'medium'],
    ['text', 't'.repeat(501), 'medium'],
    ['text', 't'.repeat(500), 'easy'],
    ['video', 'video:intro', 'easy'],
  ] as const)('rates a %s lesson of that length %s', (type, content, difficulty) => {
    expect(nodeDifficulty({ type, content })).toBe(difficulty);
  });
});

describe('nodePosition', () => {
  it('lays nodes out 4 per row, 200 across and 150 down', () => {
    expect(nodePosition(0)).toEqual({ x: 0, y: 0 });
    expect(nodePosition(3)).toEqual({ x: 600, y: 0 });
    expect(nodePosition(4)).toEqual({ x: 0, y: 150 });
    expect(nodePosition(9)).toEqual({ x: 200, y: 300 });
  });

  it('never puts two nodes in the same place', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (a, b) => {
        fc.pre(a !== b);
        expect(nodePosition(a)).not.toEqual(nodePosition(b));
      }),
    );
  });
});

describe('buildProgressNodes', () => {
  const lessons = sampleCourses[0]?.modules.flatMap((module) => module.lessons) ?? [];

  it('builds one connected node per lesson', () => {
    const nodes = buildProgressNodes(lessons, {
      currentLessonId: 'lesson-1-4',
      lessonIdsWithNotes: new Set(['lesson-1-1']),
      random: () => 0,
    });
    expect(nodes.map((node) => node.status)).toEqual([
      'completed',
      'completed',
      'completed',
      'current',
      'locked',
      'locked',
      'locked',
    ]);
    expect(nodes[0]?.connections).toEqual(['lesson-1-2']);
    expect(nodes.at(-1)?.connections).toEqual([]);
    expect(nodes[0]?.metadata).toMatchObject({ hasNotes: true, hasBookmarks: false });
    expect(nodes[2]?.type).toBe('quiz');
    expect(nodes[5]?.metadata.difficulty).toBe('hard');
  });

  it('estimates 15 minutes unless the duration is in minutes', () => {
    const nodes = buildProgressNodes(lessons, { random: () => 0 });
    expect(nodes[0]?.metadata.estimatedTime).toBe(15);
    expect(nodes[1]?.metadata.estimatedTime).toBe(10);
  });

  it('keeps the made-up completion rate between 60 and 99', () => {
    expect(buildProgressNodes(lessons, { random: () => 0 })[0]?.metadata.completionRate).toBe(60);
    expect(buildProgressNodes(lessons, { random: () => 0.9999 })[0]?.metadata.completionRate).toBe(
      99,
    );
  });
});
