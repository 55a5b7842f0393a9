import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

// One Storybook for the design system: primitives (ui) and screen blocks (patterns).
const config: StorybookConfig = {
  stories: [
    // The written pages (the Introduction opens first: see storySort in preview.tsx).
    '../packages/ui/src/foundations/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/patterns/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [tailwindcss()],
      build: {
        // The chunks over Vite's 500 kB default are Storybook's own, not the stories': its preview
        // runtime with storybook/test (about 1.2 MB), addon-docs' renderer and addon-a11y's axe
        // (one 660 kB module that cannot be split). Storybook is a design tool served to the team,
        // never shipped to learners; the app has its own budgets (npm run budget). A story chunk
        // past this limit would still warn.
        chunkSizeWarningLimit: 1200,
        rolldownOptions: {
          onLog(level, log, handler) {
            // "use client" marks a React Server Components boundary for frameworks that render
            // on the server; Storybook renders only in the browser, so dropping it (what this
            // warning announces, once per Radix, cmdk and lucide file) changes nothing.
            if (log.code === 'MODULE_LEVEL_DIRECTIVE' && /['"]use client['"]/.test(log.message))
              return;
            handler(level, log);
          },
        },
      },
      // Pre-bundled up front: discovering them mid-run makes Vite reload the page under a running story test.
      optimizeDeps: {
        include: [
          'radix-ui',
          'cmdk',
          'react-resizable-panels',
          '@tanstack/react-virtual',
          'react-aria',
          '@internationalized/date',
          'culori/fn',
          'class-variance-authority',
          'clsx',
          'lucide',
          'tailwind-merge',
          'zod/mini',
          'markdown-to-jsx/react',
          'react-dom',
          '@dnd-kit/core',
          '@dnd-kit/sortable',
          '@dnd-kit/utilities',
        ],
      },
    });
  },
};
export default config;
