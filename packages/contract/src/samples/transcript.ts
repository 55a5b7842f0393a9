import type { Transcript, TranscriptSegment } from '../entities/transcript';

export const SAMPLE_TRANSCRIPT_ID = 'transcript-ai-cybersecurity';

/**
 * The single built-in transcript (spec 1 §7): 8 segments over 130 seconds on AI and
 * cybersecurity. Confidences cover all three colour bands (above 0.9, above 0.8, the rest).
 */
export const sampleTranscriptSegments: readonly TranscriptSegment[] = [
  {
    id: 'segment-1',
    startTime: 0,
    endTime: 15,
    text: 'Welcome to this lesson on artificial intelligence in cybersecurity. Today we look at how machine learning changes the way we defend networks.',
    speaker: 'Dr. Sarah Chen',
    confidence: 0.96,
    keywords: ['artificial intelligence', 'cybersecurity', 'machine learning'],
    importance: 'medium',
    category: 'instruction',
  },
  {
    id: 'segment-2',
    startTime: 15,
    endTime: 32,
    text: 'Anomaly detection is the practice of learning what normal traffic looks like, so that anything unusual can be flagged for a human analyst.',
    speaker: 'Dr. Sarah Chen',
    confidence: 0.93,
    keywords: ['anomaly detection', 'network traffic', 'analyst'],
    importance: 'high',
    category: 'definition',
  },
  {
    id: 'segment-3',
    startTime: 32,
    endTime: 48,
    text: 'For example, a login from a new country at three in the morning, followed by a large download, stands out against months of ordinary behaviour.',
    speaker: 'Dr. Sarah Chen',
    confidence: 0.87,
    keywords: ['login', 'behaviour', 'example'],
    importance: 'medium',
    category: 'example',
  },
  {
    id: 'segment-4',
    startTime: 48,
    endTime: 65,
    text: 'The key idea is that models do not replace security teams. They reduce thousands of alerts to the handful that deserve attention.',
    speaker: 'Dr. Sarah Chen',
    confidence: 0.98,
    keywords: ['alerts', 'security teams', 'triage'],
    importance: 'high',
    category: 'concept',
  },
  {
    id: 'segment-5',
    startTime: 65,
    endTime: 82,
    text: 'So how do attackers respond? Some use adversarial inputs, small changes crafted to push a model towards the wrong answer.',
    speaker: 'Marcus Johnson',
    confidence: 0.78,
    keywords: ['adversarial inputs', 'attackers'],
    importance: 'high',
    category: 'concept',
  },
  {
    id: 'segment-6',
    startTime: 82,
    endTime: 98,
    text: 'A phishing filter, for instance, can be fooled by swapping letters for look-alike characters that a person would never notice.',
    speaker: 'Marcus Johnson',
    confidence: 0.91,
    keywords: ['phishing', 'look-alike characters'],
    importance: 'low',
    category: 'example',
  },
  {
    id: 'segment-7',
    startTime: 98,
    endTime: 115,
    text: 'Before the next lesson, pause the video and list three signals in your own organisation that a model could learn from.',
    speaker: 'Dr. Sarah Chen',
    confidence: 0.84,
    keywords: ['signals', 'exercise'],
    importance: 'low',
    category: 'instruction',
  },
  {
    id: 'segment-8',
    startTime: 115,
    endTime: 130,
    text: 'Defence in depth means layering controls, so that when one model misses an attack, another safeguard still catches it.',
    speaker: 'Dr. Sarah Chen',
    confidence: 0.72,
    keywords: ['defence in depth', 'controls'],
    importance: 'medium',
    category: 'definition',
  },
];

export const sampleTranscript: Transcript = {
  id: SAMPLE_TRANSCRIPT_ID,
  title: 'AI and Cybersecurity: An Introduction',
  segments: [...sampleTranscriptSegments],
};

/** The transcript with this id, or undefined. Only one transcript is built in. */
export function transcriptById(id: string): Transcript | undefined {
  return id === SAMPLE_TRANSCRIPT_ID ? sampleTranscript : undefined;
}
