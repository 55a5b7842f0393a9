import type { Course } from '../entities/course';
import type { Lesson } from '../entities/lesson';
import { SAMPLE_TRANSCRIPT_ID } from './transcript';

type LessonInput = Omit<Lesson, 'completed' | 'isCompleted'> & { done?: boolean };

// The source data carries both spellings of "completed" (spec 1 §3); they always agree here.
function lesson({ done = false, ...rest }: LessonInput): Lesson {
  return { ...rest, completed: done, isCompleted: done };
}

const aiSecurity: Course = {
  id: 'course-1',
  title: 'AI Fundamentals for Cybersecurity',
  description:
    'Learn how machine learning detects threats, where it fails, and how security teams put it to work without losing control of their defences.',
  instructor: 'Dr. Sarah Chen',
  duration: '12 hours',
  durationHours: 12,
  level: 'Intermediate',
  category: 'Cybersecurity',
  thumbnail: '/samples/courses/ai-security.webp',
  artworkUrlLarge: '/samples/courses/ai-security-large.webp',
  shortTagline: 'Machine learning for threat detection and defence',
  isFeatured: true,
  themes: ['Artificial Intelligence', 'Security'],
  progress: 45,
  enrolled: true,
  rating: 4.8,
  studentsCount: 1543,
  enrollmentCount: 1543,
  price: 89.99,
  tags: ['AI', 'Security', 'Machine Learning'],
  status: 'published',
  createdAt: '2025-01-15T10:00:00.000Z',
  updatedAt: '2025-06-02T14:30:00.000Z',
  modules: [
    {
      id: 'module-1-1',
      title: 'Foundations of AI Security',
      description: 'What AI can and cannot do for a security team.',
      totalDuration: '1h 5m',
      thumbnail: '/samples/modules/foundations.webp',
      lessons: [
        lesson({
          id: 'lesson-1-1',
          title: 'AI and Cybersecurity: An Introduction',
          type: 'video',
          content: 'video:ai-cybersecurity-intro',
          transcriptId: SAMPLE_TRANSCRIPT_ID,
          duration: '2:10',
          order: 1,
          done: true,
          description: 'How machine learning changes the way networks are defended.',
          thumbnail: '/samples/lessons/intro.webp',
          summary: [
            'Anomaly detection learns normal behaviour and flags the unusual.',
            'Models reduce alert volume; they do not replace analysts.',
            'Attackers adapt with adversarial inputs.',
          ],
          reflectionQuestions: [
            'Which signals in your organisation could a model learn from?',
            'Where would a false positive cost you the most?',
          ],
          aiReplies: {
            anomaly:
              'Anomaly detection builds a picture of normal activity and flags what deviates from it, such as a login at an unusual hour.',
            adversarial:
              'Adversarial inputs are small, deliberate changes that push a model towards a wrong answer while looking harmless to people.',
            default:
              'Good question! Think about how the idea from this lesson applies to the systems you use every day.',
          },
        }),
        lesson({
          id: 'lesson-1-2',
          title: 'Key Terms and Concepts',
          type: 'text',
          content: [
            '# Key Terms',
            '',
            'Security teams use a handful of **core ideas** when they talk about AI:',
            '',
            '- **Anomaly detection**: spotting behaviour that differs from a learned baseline.',
            '- **False positive**: an alert raised for something harmless.',
            '- **Adversarial input**: data crafted to mislead a model.',
            '',
            '## Why it matters',
            '',
            'Every alert costs analyst time. A good model raises *fewer, better* alerts.',
          ].join('\n'),
          duration: 10,
          order: 2,
          done: true,
          description: 'The vocabulary used throughout the course.',
          summary: ['A false positive wastes analyst time.', 'Baselines define what is normal.'],
          reflectionQuestions: ['Which of these terms was new to you, and why?'],
          aiReplies: {
            'false positive':
              'A false positive is an alert for something harmless. Too many of them and real attacks get lost in the noise.',
            baseline:
              'A baseline is the learned picture of normal behaviour that anomalies are measured against.',
          },
        }),
        lesson({
          id: 'lesson-1-3',
          title: 'Check Your Understanding',
          type: 'quiz',
          content: {
            id: 'quiz-1-3',
            questions: [
              {
                text: 'What does anomaly detection compare new activity against?',
                type: 'mcq',
                options: [
                  'A list of known viruses',
                  'A learned baseline of normal behaviour',
                  'The firewall rules',
                  'User passwords',
                ],
                correctAnswer: 1,
                feedback: {
                  correct: 'Right: anomalies are measured against a learned baseline.',
                  incorrect: 'Not quite. Anomaly detection learns what normal looks like first.',
                },
              },
              {
                text: 'Which of these are risks when using AI for security? (Choose all that apply)',
                type: 'multiple',
                options: [
                  'Adversarial inputs',
                  'Too many false positives',
                  'Faster triage',
                  'Over-trusting the model',
                ],
                correctAnswer: [0, 1, 3],
                feedback: {
                  correct: 'Exactly: faster triage is a benefit, the others are risks.',
                  incorrect: 'Look again: one of these options is a benefit, not a risk.',
                },
              },
            ],
          },
          duration: 5,
          order: 3,
          done: true,
          description: 'Two questions on the foundations module.',
          summary: ['Baselines and risks of AI in security.'],
          reflectionQuestions: ['Which question made you think the longest?'],
          aiReplies: {
            hint: 'Re-read the Key Terms lesson: each answer is defined there.',
          },
        }),
      ],
    },
    {
      id: 'module-1-2',
      title: 'Threat Detection in Practice',
      description: 'From listening to an incident story to writing a detection rule.',
      totalDuration: '2h 10m',
      thumbnail: '/samples/modules/practice.webp',
      lessons: [
        lesson({
          id: 'lesson-1-4',
          title: 'Incident Story: The Midnight Login',
          type: 'audio',
          content: 'audio:midnight-login-story',
          duration: '14:20',
          order: 4,
          description: 'An analyst walks through a real investigation.',
          summary: ['Context turns an alert into an incident.', 'Timelines reveal the attacker.'],
          reflectionQuestions: ['What would you have checked first?'],
          aiReplies: {
            timeline:
              'A timeline orders every event of an incident, which often shows how the attacker moved.',
          },
        }),
        lesson({
          id: 'lesson-1-5',
          title: 'How a Detection Pipeline Flows',
          type: 'interactive_diagram',
          content: 'diagram:detection-pipeline',
          duration: 20,
          order: 5,
          description: 'Explore each stage from raw logs to an analyst alert.',
          summary: ['Logs are collected, enriched, scored and triaged.'],
          reflectionQuestions: ['Which stage of the pipeline is weakest where you work?'],
          aiReplies: {
            enrichment:
              'Enrichment adds context to a raw event, such as the country of an IP address or the owner of a device.',
          },
        }),
        lesson({
          id: 'lesson-1-6',
          title: 'Write Your First Detection Rule',
          type: 'code_sandbox',
          content: 'sandbox:detection-rule-python',
          duration: 30,
          order: 6,
          description: 'Score login events and flag the unusual ones in Python.',
          summary: ['A rule combines signals into a score.', 'Thresholds trade recall for noise.'],
          reflectionQuestions: ['How would you choose the alert threshold?'],
          aiReplies: {
            threshold:
              'A lower threshold catches more attacks but raises more false positives; tune it against labelled history.',
          },
        }),
        lesson({
          id: 'lesson-1-7',
          title: 'Module Assessment: Threat Detection',
          type: 'quiz',
          content: {
            title: 'Threat Detection Assessment',
            description: 'Test what you learned in this module.',
            timeLimit: 10,
            questions: [
              {
                id: 'q-1-7-1',
                question: 'What does enrichment add to a raw security event?',
                options: ['Encryption', 'Context', 'Compression', 'A signature'],
                correctAnswer: 'Context',
                explanation: 'Enrichment adds context such as geography or device ownership.',
              },
              {
                id: 'q-1-7-2',
                question: 'Lowering an alert threshold usually leads to…',
                options: ['Fewer alerts', 'More false positives', 'No change', 'Slower models'],
                correctAnswer: 'More false positives',
                explanation: 'A lower threshold flags more events, including harmless ones.',
              },
              {
                id: 'q-1-7-3',
                question: 'Which artefact best shows how an attacker moved?',
                options: ['A timeline', 'A password policy', 'A firewall rule', 'A licence key'],
                correctAnswer: 'A timeline',
                explanation: 'Ordering events in time reveals the attacker’s path.',
              },
            ],
          },
          duration: 10,
          order: 7,
          description: 'Three questions; pass with 70% or more.',
          summary: ['Enrichment, thresholds and timelines.'],
          reflectionQuestions: ['Which topic would you like to revisit?'],
          aiReplies: {
            help: 'Each question maps to one lesson in this module; review it before retaking.',
          },
        }),
      ],
    },
  ],
};

const webDevelopment: Course = {
  id: 'course-2',
  title: 'Full-Stack Web Development',
  description:
    'Build and ship a complete web application, from semantic HTML and accessible components to an API and a database.',
  instructor: 'Marcus Johnson',
  duration: '24 hours',
  durationHours: 24,
  level: 'Beginner',
  category: 'Web Development',
  thumbnail: '/samples/courses/web-development.webp',
  artworkUrlLarge: '/samples/courses/web-development-large.webp',
  shortTagline: 'From HTML to a deployed full-stack app',
  isFeatured: false,
  themes: ['Programming', 'Web'],
  progress: 20,
  enrolled: true,
  rating: 4.6,
  studentsCount: 2087,
  enrollmentCount: 2087,
  price: 149,
  tags: ['JavaScript', 'HTML', 'APIs'],
  status: 'published',
  createdAt: '2025-02-01T09:00:00.000Z',
  updatedAt: '2025-05-20T11:15:00.000Z',
  modules: [
    {
      id: 'module-2-1',
      title: 'The Web Platform',
      description: 'HTML, CSS and how browsers render pages.',
      totalDuration: '1h 15m',
      lessons: [
        lesson({
          id: 'lesson-2-1',
          title: 'How Browsers Render a Page',
          type: 'video',
          content: 'video:how-browsers-render',
          duration: '18:45',
          order: 1,
          done: true,
          description: 'From bytes to pixels in six steps.',
          summary: ['The DOM and CSSOM combine into a render tree.', 'Layout precedes paint.'],
          reflectionQuestions: ['Which step would you optimise first on a slow page?'],
          aiReplies: {
            dom: 'The DOM is the tree of elements the browser builds from your HTML.',
          },
        }),
        lesson({
          id: 'lesson-2-2',
          title: 'Semantic HTML',
          type: 'text',
          content: [
            '# Semantic HTML',
            '',
            'Use elements for their **meaning**, not their looks:',
            '',
            '- `button` for actions',
            '- `a` for navigation',
            '- `nav`, `main` and `header` for landmarks',
            '',
            'Assistive technology relies on this structure.',
          ].join('\n'),
          duration: 12,
          order: 2,
          description: 'Why the right element matters for everyone.',
          summary: ['Semantics give assistive technology a map of the page.'],
          reflectionQuestions: ['Find a div on a site you use that should be a button.'],
          aiReplies: {
            landmark:
              'Landmarks such as nav and main let screen-reader users jump between regions.',
          },
        }),
        lesson({
          id: 'lesson-2-3',
          title: 'Quick Check: HTML',
          type: 'quiz',
          content: {
            id: 'quiz-2-3',
            questions: [
              {
                text: 'Which element should trigger an action on the page?',
                type: 'mcq',
                options: ['div', 'a', 'button', 'span'],
                correctAnswer: 2,
                feedback: {
                  correct: 'Yes: buttons are for actions.',
                  incorrect: 'Links navigate; buttons act.',
                },
              },
            ],
          },
          duration: 3,
          order: 3,
          description: 'One question on semantic HTML.',
          summary: ['Buttons act, links navigate.'],
          reflectionQuestions: ['Where have you seen this rule broken?'],
          aiReplies: { button: 'A button is keyboard-focusable and announces itself as a button.' },
        }),
      ],
    },
    {
      id: 'module-2-2',
      title: 'Building an API',
      description: 'Routes, validation and persistence.',
      totalDuration: '2h',
      lessons: [
        lesson({
          id: 'lesson-2-4',
          title: 'Your First Endpoint',
          type: 'code_sandbox',
          content: 'sandbox:first-endpoint-node',
          duration: 40,
          order: 4,
          description: 'Write a JSON endpoint and call it from the browser.',
          summary: ['An endpoint maps a method and path to a handler.'],
          reflectionQuestions: ['What should the endpoint do with invalid input?'],
          aiReplies: { validation: 'Validate input at the edge and answer with a clear message.' },
        }),
        lesson({
          id: 'lesson-2-5',
          title: 'Validating Requests',
          type: 'text',
          content:
            '# Validating Requests\n\nNever trust input. **Parse** it into a known shape before use.',
          duration: 15,
          order: 5,
          description: 'Schemas at the edge of your API.',
          summary: ['Parse, do not trust.'],
          reflectionQuestions: ['Which field of your last form was not validated?'],
          aiReplies: { schema: 'A schema describes the shape data must have before you use it.' },
        }),
      ],
    },
  ],
};

const dataScience: Course = {
  id: 'course-3',
  title: 'Data Science with Python',
  description:
    'Clean, explore and model real data sets with Python, and learn to explain your results to people who do not read code.',
  instructor: 'Dr. Amara Okafor',
  duration: '18 hours',
  durationHours: 18,
  level: 'Advanced',
  category: 'Data Science',
  thumbnail: '/samples/courses/data-science.webp',
  artworkUrlLarge: '/samples/courses/data-science-large.webp',
  shortTagline: 'Clean, model and explain real data',
  isFeatured: false,
  themes: ['Data', 'Programming'],
  progress: 0,
  enrolled: false,
  rating: 4.9,
  studentsCount: 986,
  enrollmentCount: 986,
  price: 79,
  tags: ['Python', 'Statistics', 'Visualisation'],
  status: 'published',
  createdAt: '2025-03-10T08:00:00.000Z',
  updatedAt: '2025-06-18T16:45:00.000Z',
  modules: [
    {
      id: 'module-3-1',
      title: 'Exploring Data',
      description: 'Load, clean and summarise a data set.',
      totalDuration: '1h 30m',
      lessons: [
        lesson({
          id: 'lesson-3-1',
          title: 'What Is Exploratory Analysis?',
          type: 'video',
          content: 'video:exploratory-analysis',
          duration: '15:00',
          order: 1,
          description: 'Questions to ask a data set before modelling it.',
          summary: ['Look before you model.', 'Missing values tell a story.'],
          reflectionQuestions: ['What surprised you in the last data set you opened?'],
          aiReplies: {
            outlier: 'An outlier is a value far from the rest; check it before removing it.',
          },
        }),
        lesson({
          id: 'lesson-3-2',
          title: 'Cleaning Data',
          type: 'text',
          content:
            '# Cleaning Data\n\n1. Find missing values\n2. Fix types\n3. Remove *true* duplicates',
          duration: 20,
          order: 2,
          description: 'A checklist for tidy data.',
          summary: ['Clean data has one value per cell and one row per observation.'],
          reflectionQuestions: ['Which cleaning step takes you the longest?'],
          aiReplies: {
            missing: 'Missing values can be dropped, filled or modelled; each choice has a cost.',
          },
        }),
        lesson({
          id: 'lesson-3-3',
          title: 'Exploration Assessment',
          type: 'quiz',
          content: {
            title: 'Exploring Data Assessment',
            description: 'Check your understanding of exploratory analysis.',
            timeLimit: 5,
            questions: [
              {
                id: 'q-3-3-1',
                question: 'What should you do with an outlier first?',
                options: ['Delete it', 'Investigate it', 'Double it', 'Ignore it'],
                correctAnswer: 'Investigate it',
                explanation:
                  'Outliers may be errors or the most interesting rows; look before acting.',
              },
              {
                id: 'q-3-3-2',
                question: 'Tidy data has one observation per…',
                options: ['Column', 'Row', 'File', 'Chart'],
                correctAnswer: 'Row',
                explanation: 'Each row is one observation, each column one variable.',
              },
            ],
          },
          duration: 5,
          order: 3,
          description: 'Two questions on exploring data.',
          summary: ['Investigate outliers; keep data tidy.'],
          reflectionQuestions: ['Which answer would you explain differently to a colleague?'],
          aiReplies: { tidy: 'Tidy data: one variable per column, one observation per row.' },
        }),
      ],
    },
    {
      id: 'module-3-2',
      title: 'Modelling',
      description: 'Fit, evaluate and explain a first model.',
      totalDuration: '1h 45m',
      lessons: [
        lesson({
          id: 'lesson-3-4',
          title: 'The Train/Test Split',
          type: 'interactive_diagram',
          content: 'diagram:train-test-split',
          duration: 15,
          order: 4,
          description: 'Drag the split and watch the error change.',
          summary: ['Evaluate on data the model has not seen.'],
          reflectionQuestions: ['Why does a model look better on its training data?'],
          aiReplies: {
            overfitting:
              'Overfitting is learning the noise of the training data instead of the pattern.',
          },
        }),
        lesson({
          id: 'lesson-3-5',
          title: 'Podcast: Explaining Models to Stakeholders',
          type: 'audio',
          content: 'audio:explaining-models',
          duration: '22:10',
          order: 5,
          description: 'Two data scientists on telling the story behind a number.',
          summary: ['Lead with the decision, not the algorithm.'],
          reflectionQuestions: ['How would you explain your last model in one sentence?'],
          aiReplies: {
            stakeholder:
              'Start with what the result means for their decision, then show the evidence.',
          },
        }),
      ],
    },
  ],
};

/** The three built-in sample courses (spec 1 §3), prices 89.99, 149 and 79. */
export const sampleCourses: readonly Course[] = [aiSecurity, webDevelopment, dataScience];

/** All sample courses. */
export function allCourses(): Course[] {
  return [...sampleCourses];
}

/** The sample course with this id, or undefined. */
export function courseById(id: string): Course | undefined {
  return sampleCourses.find((course) => course.id === id);
}

/** The sample courses the demo learner is enrolled in. */
export function enrolledCourses(): Course[] {
  return sampleCourses.filter((course) => course.enrolled);
}
