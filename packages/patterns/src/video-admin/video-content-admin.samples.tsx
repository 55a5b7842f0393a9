import { useState } from 'react';
import type { VideoUrlKind } from './use-video-url-form';
import {
  VideoContentAdmin,
  type VideoContentAdminProps,
  type VideoContentUrls,
} from './video-content-admin';

// Sample props for stories and tests. The app fills the same props from the server's saved
// addresses, its save request and its typed path builders.

export const sampleVideoAdminBackHref = '/live';

/** The saved addresses of the samples. */
export const sampleVideoUrls: VideoContentUrls = {
  live: 'https://vimeo.com/event/4815162/embed',
  welcome: 'https://vimeo.com/76979871',
};

/** Addresses to type: a valid new one of each kind, and invalid ones (spec 2 §5). */
export const sampleNewVideoUrls = {
  live: 'https://vimeo.com/event/4815163/embed',
  welcome: 'https://www.vimeo.com/video/123456',
  withQuery: 'https://vimeo.com/123456?share=copy',
  http: 'http://vimeo.com/123456',
  youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  lookAlike: 'https://vimeo.com.evil.example/123456',
  script: 'javascript:alert(1)',
} as const;

/** Every prop of VideoContentAdmin from the samples, ready, on the Live Stream URL tab. */
export function sampleVideoContentAdminProps(): VideoContentAdminProps {
  return {
    status: 'ready',
    current: { ...sampleVideoUrls },
    activeTab: 'live',
    onTabChange: () => {},
    onSave: () => Promise.resolve(),
    onPreview: () => {},
    backHref: sampleVideoAdminBackHref,
  };
}

/**
 * VideoContentAdmin as the app wires it: it keeps the open tab, and a save that resolves
 * becomes the saved address. `onSave` stands in for the server request.
 */
export function VideoContentAdminExample(props: Partial<VideoContentAdminProps>) {
  const base = sampleVideoContentAdminProps();
  const [activeTab, setActiveTab] = useState<VideoUrlKind>(props.activeTab ?? base.activeTab);
  const [current, setCurrent] = useState<VideoContentUrls>(props.current ?? base.current);
  const save = props.onSave ?? base.onSave;
  return (
    <VideoContentAdmin
      {...base}
      {...props}
      activeTab={activeTab}
      onTabChange={(tab) => {
        setActiveTab(tab);
        props.onTabChange?.(tab);
      }}
      current={current}
      onSave={async (kind, url) => {
        await save(kind, url);
        setCurrent((saved) => ({ ...saved, [kind]: url }));
      }}
    />
  );
}
