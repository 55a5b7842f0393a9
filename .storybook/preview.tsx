import type { ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ColorMode } from '@lp/tokens';
import { DirectionProvider, ThemeProvider, brandOptions, type TextDirection } from '@lp/ui';
import '@lp/ui/styles.css';
import { configure } from 'storybook/test';
import {
  setThemeOverride,
  storyTestDirection,
  storyTestTheme,
  useThemeOverride,
} from './story-test-theme';
import {
  contrastInEveryBrand,
  describeContrastFailures,
  themesToCheck,
} from './contrast-in-every-brand';

// A play function's `waitFor` and `findBy…` wait up to 5 s rather than Testing Library's 1 s:
// the story tests share a busy two-core machine with the rest of the suite, where closing a
// dialog after a save took longer than 1 s (calendar-page's AddEvent in CI) with nothing wrong.
configure({ asyncUtilTimeout: 5_000 });

/** Every story renders inside the theme engine, so the toolbar's brand and mode reach it. */
const withTheme: Decorator = (Story, context) => (
  <StoryTheme mode={context.globals.theme} brand={context.globals.brand}>
    <Story />
  </StoryTheme>
);

/**
 * The toolbar's direction on the document (`<html dir>`), as the server sets it for a
 * right-to-left language, and in the DirectionProvider the app puts at its root, so Radix parts
 * and ui's own keyboard code turn round with the page.
 */
const withDirection: Decorator = (Story, context) => {
  const dir: TextDirection = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  // Set as the story renders, not in an effect: a parent's effects run after its children's,
  // and the story's own layout effects measure the page (a carousel's arrows, the rail's
  // labels). The story tests share one page, so every story sets it, back to 'ltr' too.
  if (document.documentElement.dir !== dir) document.documentElement.dir = dir;
  return (
    <DirectionProvider dir={dir}>
      <Story />
    </DirectionProvider>
  );
};

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
  // Colours do not depend on the direction: the left-to-right run checks them.
  if (storyTestDirection === 'rtl') return;
  const matrix = name === 'All States' || parameters.contrast === 'every-theme';
  const themes = themesToCheck(id, matrix, storyTestTheme);
  const failures = await contrastInEveryBrand(storyTestTheme, setThemeOverride, themes);
  if (failures.length > 0) throw new Error(describeContrastFailures(id, failures));
};

const preview: Preview = {
  // The theme outside the direction: ThemeProvider sets the root's class, the direction its dir.
  decorators: [withDirection, withTheme],
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
    direction: {
      description: 'Left to right, or right to left (Arabic, Hebrew): <html dir>',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: storyTestTheme?.mode ?? 'light',
    brand: storyTestTheme?.brand ?? 'default',
    direction: storyTestDirection ?? 'ltr',
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
