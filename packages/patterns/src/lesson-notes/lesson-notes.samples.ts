import type { Bookmark, Note } from '@lp/contract';

// Example notes and bookmarks on the sample video lesson, shared by the stories and tests
// (the contract's samples hold courses, not a learner's notes). Given oldest first on purpose.

const lessonId = 'lesson-1-1';

export const exampleNotes: Note[] = [
  {
    id: 'note-1',
    lessonId,
    content: 'Anomaly detection learns what normal looks like first.',
    timestamp: 12,
    tags: ['anomaly'],
    createdAt: '2025-06-02T09:00:00.000Z',
  },
  {
    id: 'note-2',
    lessonId,
    content: 'Models cut alert volume; analysts still decide.',
    timestamp: 48,
    tags: [],
    createdAt: '2025-06-02T09:05:00.000Z',
  },
  {
    id: 'note-3',
    lessonId,
    content: 'Ask the team which false positives cost us most last quarter.',
    timestamp: 95,
    tags: ['team', 'follow-up'],
    createdAt: '2025-06-03T14:30:00.000Z',
  },
];

export const longNote: Note = {
  id: 'note-long',
  lessonId,
  content:
    'Adversarial inputs are small, deliberate changes that push a model towards a wrong answer while looking harmless to people. ' +
    'For our intrusion detection this means an attacker who knows the features we use could shape traffic to look normal. ' +
    'Follow-up: review which features are observable from outside and which are not.',
  timestamp: 121,
  tags: ['adversarial'],
  createdAt: '2025-06-04T08:15:00.000Z',
};

/** Twenty notes, enough to scroll. */
export const manyNotes: Note[] = Array.from({ length: 20 }, (_, index) => ({
  id: `note-many-${index + 1}`,
  lessonId,
  content: `Point ${index + 1}: a short observation from the lesson.`,
  timestamp: index * 6,
  tags: [],
  createdAt: new Date(Date.UTC(2025, 5, 1, 8, index)).toISOString(),
}));

export const exampleBookmarks: Bookmark[] = [
  {
    id: 'bookmark-1',
    lessonId,
    title: 'Definition of anomaly detection',
    timestamp: 15,
    note: '',
    createdAt: '2025-06-02T09:01:00.000Z',
  },
  {
    id: 'bookmark-2',
    lessonId,
    title: 'Adversarial example',
    timestamp: 104,
    note: 'Show this to the team.',
    createdAt: '2025-06-03T10:00:00.000Z',
  },
];
