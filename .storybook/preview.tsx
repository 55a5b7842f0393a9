import type { ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import type { ColorMode } from '@lp/tokens';
import { LOCALES, directionOf } from '@lp/locales';
import { DirectionProvider, I18nProvider, ThemeProvider, brandOptions } from '@lp/ui';
import '@lp/ui/styles.css';
import './draw-every-section.css';
import { configure } from 'storybook/test';
import {
  setThemeOverride,
  storyTestDirection,
  storyTestLocale,
  storyTestTheme,
  useThemeOverride,
} from './story-test-theme';
import {
  contrastInEveryBrand,
  describeContrastFailures,
  themesToCheck,
} from './contrast-in-every-brand';

// A play function's `waitFor` and `findBy…` wait up to 30 s rather than Testing Library's 1 s:
// the story tests share a busy two-core machine with the rest of the suite (and, since issue 34,
// two more story projects), where closing a dialog after a save took over 5 s in CI
// (calendar-page's AddEvent right to left) with nothing wrong, and a lesson body's code, served
// by Vite on first request, took over 10 s on a host at half its usual speed. Only a failing
// story waits that long; a story's own timeout is 60 s.
configure({ asyncUtilTimeout: 30_000 });

/** Every story renders inside the theme engine, so the toolbar's brand and mode reach it. */
const withTheme: Decorator = (Story, context) => (
  <StoryTheme mode={context.globals.theme} brand={context.globals.brand}>
    <Story />
  </StoryTheme>
);

// Every language's messages, ready at once: a story never waits for its namespace's chunk.
const compiled = import.meta.glob<{ id: string; default: unknown }>(
  ['../locales/build/*/*.js', '!../locales/build/en/*.js', '!../locales/build/*/index.js'],
  { eager: true },
);
const translationsOf = new Map(
  LOCALES.map(({ code }) => {
    const ready = new Map<string, unknown>();
    for (const [file, module] of Object.entries(compiled))
      if (file.split('/').at(-2) === code) ready.set(module.id, module.default);
    return [code, { locale: code, ready }];
  }),
);

/**
 * The toolbar's language: its messages through the I18nProvider the app puts at its root, and
 * its direction on the document (`<html lang dir>`, as the server sets them) and in the
 * DirectionProvider, so Radix parts and ui's own keyboard code turn round with the page.
 */
const withLocale: Decorator = (Story, context) => {
  const translations = translationsOf.get(context.globals.locale) ?? translationsOf.get('en')!;
  const dir = storyTestDirection ?? directionOf(translations.locale);
  // Set as the story renders, not in an effect: a parent's effects run after its children's,
  // and the story's own layout effects measure the page (a carousel's arrows, the rail's
  // labels). The story tests share one page, so every story sets them, back to English too.
  const root = document.documentElement;
  if (root.dir !== dir) root.dir = dir;
  if (root.lang !== translations.locale) root.lang = translations.locale;
  return (
    <I18nProvider translations={translations}>
      <DirectionProvider dir={dir}>
        <Story />
      </DirectionProvider>
    </I18nProvider>
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
  // Colours do not depend on the language or direction: the English run checks them.
  if ((storyTestLocale && storyTestLocale !== 'en') || storyTestDirection) return;
  const matrix = name === 'All States' || parameters.contrast === 'every-theme';
  const themes = themesToCheck(id, matrix, storyTestTheme);
  const failures = await contrastInEveryBrand(storyTestTheme, setThemeOverride, themes);
  if (failures.length > 0) throw new Error(describeContrastFailures(id, failures));
};

const preview: Preview = {
  // The theme outside the language: ThemeProvider sets the root's class, the language its dir.
  decorators: [withLocale, withTheme],
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
    locale: {
      description: 'Language (locales/): its messages, <html lang> and, for Arabic, right to left',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
          { value: 'ar', title: 'العربية (right to left)' },
          { value: 'en-XA', title: 'Pseudo-locale' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: storyTestTheme?.mode ?? 'light',
    brand: storyTestTheme?.brand ?? 'default',
    locale: storyTestLocale ?? 'en',
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
