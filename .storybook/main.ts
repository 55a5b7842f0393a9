import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

// One Storybook for the design system: primitives (ui) and screen blocks (patterns).
const config: StorybookConfig = {
  stories: [
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
          'lucide-react',
          'tailwind-merge',
          'zod',
          'markdown-to-jsx/react',
          'react-dom',
        ],
      },
    });
  },
};
export default config;
