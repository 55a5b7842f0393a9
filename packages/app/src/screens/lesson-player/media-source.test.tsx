import { sampleCourses, type Lesson } from '@lp/contract';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppServicesContext, type AppServices } from '../../app-context';
import { defaultDeploymentConfig } from '../../config/deployment-config';
import { lessonMediaSource, useLessonMediaSource } from './media-source';

const lessons = sampleCourses[0]!.modules.flatMap((module) => module.lessons);
const lessonOfType = (type: Lesson['type']) => lessons.find((lesson) => lesson.type === type)!;

describe('lessonMediaSource', () => {
  it('turns video: and audio: references into the media endpoint of the API', () => {
    expect(lessonMediaSource('video:ai-cybersecurity-intro', '/api/v1')).toBe(
      '/api/v1/media/ai-cybersecurity-intro',
    );
    expect(lessonMediaSource('audio:midnight-login-story', 'https://api.example.edu/api/v1/')).toBe(
      'https://api.example.edu/api/v1/media/midnight-login-story',
    );
    expect(lessonMediaSource('video:a slug/with?odd#chars', '/api/v1')).toBe(
      '/api/v1/media/a%20slug%2Fwith%3Fodd%23chars',
    );
  });

  it('uses an http(s) address as it is', () => {
    const address = 'https://media.example.edu/lectures/intro.mp4?t=1';
    expect(lessonMediaSource(address, '/api/v1')).toBe(address);
    expect(lessonMediaSource('http://localhost:8080/a.mp3', '/api/v1')).toBe(
      'http://localhost:8080/a.mp3',
    );
  });

  it('gives undefined for anything else, so the reference shows as a placeholder', () => {
    for (const content of [
      'diagram:detection-pipeline',
      'sandbox:detection-rule-python',
      'video:',
      'javascript:alert(1)',
      'ftp://example.edu/a.mp4',
      '# A text lesson',
      undefined,
      lessonOfType('quiz').content,
    ]) {
      expect(lessonMediaSource(content, '/api/v1')).toBeUndefined();
    }
  });
});

describe('useLessonMediaSource', () => {
  it("resolves against the deployment's API base URL", () => {
    const services = {
      config: { ...defaultDeploymentConfig, apiBaseUrl: 'https://api.northfield.edu/api/v1' },
      api: {} as AppServices['api'],
      session: {} as AppServices['session'],
    } satisfies AppServices;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppServicesContext value={services}>{children}</AppServicesContext>
    );
    const { result } = renderHook(() => useLessonMediaSource(lessonOfType('video')), { wrapper });
    expect(result.current).toBe('https://api.northfield.edu/api/v1/media/ai-cybersecurity-intro');
  });
});
