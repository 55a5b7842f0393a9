import type { User } from '../entities/user';
import type { SuggestedQuestion } from '../entities/learning';

/** The demo learner shown in stories and the leaderboard (#8). */
export const sampleUser: User = {
  id: 'alex.morgan@northbridge.example.edu',
  email: 'alex.morgan@northbridge.example.edu',
  firstName: 'Alex',
  lastName: 'Morgan',
  roles: ['student'],
};

/** Suggested questions of the AI companion. */
export const sampleSuggestedQuestions: readonly SuggestedQuestion[] = [
  {
    id: 'suggestion-1',
    type: 'clarification',
    content: 'Can you explain anomaly detection with another example?',
    priority: 1,
    context: 'lesson-1-1',
  },
  {
    id: 'suggestion-2',
    type: 'application',
    content: 'How would I use this in my own organisation?',
    priority: 2,
    context: 'lesson-1-1',
  },
  {
    id: 'suggestion-3',
    type: 'quiz',
    content: 'Quiz me on the key terms of this lesson.',
    priority: 3,
    context: 'lesson-1-1',
  },
  {
    id: 'suggestion-4',
    type: 'deeper',
    content: 'What are the limits of machine learning in security?',
    priority: 4,
    context: 'lesson-1-1',
  },
];
