import type { ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ColorMode } from '@lp/tokens';
import { ThemeProvider, brandOptions } from '@lp/ui';
import '@lp/ui/styles.css';
import { setThemeOverride, storyTestTheme, useThemeOverride } from './story-test-theme';
import {
  contrastInEveryBrand,
  describeContrastFailures,
  themesToCheck,
} from './contrast-in-every-brand';

/** Every story renders inside the theme engine, so the toolbar's brand and mode reach it. */
const withTheme: Decorator = (Story, context) => (
  <StoryTheme mode={context.globals.theme} brand={context.globals.brand}>
    <Story />
  </StoryTheme>
);

function StoryTheme({
  mode,
  brand,
  children,
}: {
  mode: ColorMode;
  brand: string;
  children: ReactNode;
}) {
  const override = useThemeOverride();
  return (
    <ThemeProvider mode={override?.mode ?? mode} brand={override?.brand ?? brand}>
      {children}
    </ThemeProvider>
  );
}

/**
 * In the story tests, after the story's play function and its full axe run (in the test
 * theme), its colours are checked again in other built-in brands and modes (all 18 for an
 * `AllStates` matrix or a story with `parameters.contrast: 'every-theme'`, two more for any
 * other story): a brand whose generated theme fails
 * fails the story, naming the brand and the mode (decision 0019).
 */
const contrastInOtherThemes: NonNullable<Preview['afterEach']> = async ({
  id,
  name,
  parameters,
}) => {
  if (!storyTestTheme || parameters.a11y?.disable === true || parameters.a11y?.test === 'off')
    return;
  const matrix = name === 'All States' || parameters.contrast === 'every-theme';
  const themes = themesToCheck(id, matrix, storyTestTheme);
  const failures = await contrastInEveryBrand(storyTestTheme, setThemeOverride, themes);
  if (failures.length > 0) throw new Error(describeContrastFailures(id, failures));
};

const preview: Preview = {
  decorators: [withTheme],
  afterEach: contrastInOtherThemes,
  globalTypes: {
    theme: {
      description: 'Light or dark',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
    brand: {
      description: 'Brand palette (tokens/brands)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandOptions.map(({ id, name }) => ({ value: id, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: storyTestTheme?.mode ?? 'light',
    brand: storyTestTheme?.brand ?? 'default',
    viewport: { value: 'desktop', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    options: {
      // With no story in the address, Storybook opens the first entry of this order, so the
      // Introduction is the landing page; the foundations and brands come next, then the rest
      // in file order (primitives of packages/ui, then patterns).
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Tokens', 'Theme', '*'],
          'Brands',
          ['Playground', 'Neutral', '*'],
          '*',
        ],
      },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: {
          name: 'Mobile (375)',
          styles: { width: '375px', height: '812px' },
          type: 'mobile',
        },
        tablet: {
          name: 'Tablet (768)',
          styles: { width: '768px', height: '1024px' },
          type: 'tablet',
        },
        desktop: {
          name: 'Desktop (1280)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
    a11y: {
      // An axe violation fails the story's test (and shows red in the Storybook panel).
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
  },
};
export default preview;
