import { semanticColors } from '@lp/tokens';
import { brandCss, contrast, deriveBrandTheme, type BrandInput } from '@lp/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import fc from 'fast-check';
import { useMemo } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BrandPreview } from './brand-preview';
import { defaultBrandingEditorTexts, type ColorMode } from './branding-editor-texts';
import { ContrastReport } from './contrast-report';
import { DerivedTheme } from './derived-theme';
import type { PreviewScreen } from './preview-screens';

interface PlaygroundProps {
  /** Any CSS colour. */
  primary: string;
  secondary: string;
  accent: string;
  /** A font of the six, or any family name. */
  font: string;
  /** Gets the preview frame's document (the contrast sweep). */
  onFrameDocument?: (document: Document | null) => void;
  defaultScreen?: PreviewScreen;
}

// The surfaces every role is measured on come from the tokens, as the engine's do.
const surfaces: Record<ColorMode, string> = {
  light: semanticColors.light.surface,
  dark: semanticColors.dark.surface,
};

/** A designer's bench: the brand's derived theme, the contrast report and the live preview. */
function BrandPlayground({
  primary,
  secondary,
  accent,
  font,
  onFrameDocument,
  defaultScreen,
}: PlaygroundProps) {
  const brand = useMemo<BrandInput | null>(() => {
    const candidate = { primary, secondary, accent, fontFamily: font };
    try {
      deriveBrandTheme(candidate); // a colour the engine cannot read is shown as a message
      return candidate;
    } catch {
      return null;
    }
  }, [primary, secondary, accent, font]);
  if (!brand) return <p role="alert">Enter three CSS colours.</p>;
  return (
    <div className="flex flex-col gap-8 text-text">
      <div className="grid gap-8 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <BrandPreview
          brand={brand}
          productName="Brand Playground"
          logoUrl=""
          texts={defaultBrandingEditorTexts}
          onFrameDocument={onFrameDocument}
          defaultScreen={defaultScreen}
        />
        <ContrastReport brand={brand} texts={defaultBrandingEditorTexts} headingAs="h2" />
      </div>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold">Derived theme</h2>
        <DerivedTheme brand={brand} surfaces={surfaces} />
      </section>
    </div>
  );
}

const meta = {
  title: 'Brands/Playground',
  component: BrandPlayground,
  parameters: { layout: 'padded' },
  argTypes: {
    primary: { control: 'color' },
    secondary: { control: 'color' },
    accent: { control: 'color' },
    font: { control: 'text' },
  },
  args: { primary: '#FFFF00', secondary: '#0EA5E9', accent: '#F59E0B', font: 'Playfair Display' },
} satisfies Meta<typeof BrandPlayground>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Free colours and font: yellow, so the report has something to say. */
export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Contrast report' })).toHaveTextContent(
      /Primary #FFFF00 is shown as/,
    );
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
  },
};

/** A font outside the six: the preview uses it by name, with system fallbacks. */
export const AnyFont: Story = { args: { font: 'Georgia', primary: '#0B5FFF' } };

// ---- The property test of issue 17, in a real browser ----

const BRANDS = 1000;
const SEED = 17;

/** A CSS colour as the browser computes it, read back as 8-bit RGBA through a 1x1 canvas. */
function rgbaReader() {
  const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
  const cache = new Map<string, [number, number, number, number]>();
  return (colour: string) => {
    let rgba = cache.get(colour);
    if (!rgba) {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = colour;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      // fillRect over transparent keeps the colour premultiplied-out; alpha is the colour's own.
      rgba = [r!, g!, b!, a! / 255];
      cache.set(colour, rgba);
    }
    return rgba;
  };
}

/** The opaque background behind an element: its own and its ancestors' backgrounds, composited. */
function effectiveBackground(
  element: Element,
  rgba: ReturnType<typeof rgbaReader>,
  pageSurface: string,
) {
  const layers: Array<[number, number, number, number]> = [];
  for (let node: Element | null = element; node; node = node.parentElement) {
    const layer = rgba(getComputedStyle(node).backgroundColor);
    if (layer[3] > 0) layers.push(layer);
    if (layer[3] >= 1) break;
  }
  let [r, g, b] = rgba(pageSurface);
  for (const [lr, lg, lb, la] of layers.reverse()) {
    r = lr * la + r * (1 - la);
    g = lg * la + g * (1 - la);
    b = lb * la + b * (1 - la);
  }
  return `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
}

/** Elements that draw text of their own, visible in the frame. */
function textElements(frame: Document) {
  const elements = new Set<Element>();
  const walker = frame.createTreeWalker(frame.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    if (parent.closest('script, style, [hidden]')) continue;
    if (parent.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) === false)
      continue;
    const box = parent.getBoundingClientRect();
    // Visually hidden text (sr-only) draws nothing; what is off the frame's view is not seen either.
    if (box.width <= 1 || box.height <= 1) continue;
    elements.add(parent);
  }
  return [...elements];
}

const isLargeText = (style: CSSStyleDeclaration) => {
  const size = parseFloat(style.fontSize);
  return size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
};

const hexColour = fc
  .integer({ min: 0, max: 0xffffff })
  .map((value) => `#${value.toString(16).padStart(6, '0')}`);
const brandInput = fc.record({ primary: hexColour, secondary: hexColour, accent: hexColour });

/**
 * Issue 17's property test: for 1,000 seeded-random brands, every text the preview draws (the
 * sign-in page, and the app shell with its dashboard card) reaches WCAG AA on its composited
 * background, in light and dark: 4.5:1, or 3:1 for large text. The preview renders once; each
 * brand only swaps the frame's brand <style>. One story per screen and mode (the app's larger
 * page in two halves of the brands), so each stays within the story test's 15 s limit on a
 * busy machine. Every story draws the same 1,000 brands from the same seed.
 */
function sweepStory(
  screen: PreviewScreen,
  mode: ColorMode,
  [from, to]: [number, number] = [0, BRANDS],
): Story {
  return {
    args: { primary: '#1E40AF', secondary: '#0EA5E9', accent: '#F59E0B', font: 'Inter' },
    play: async ({ canvas, canvasElement, globals }) => {
      // The frame wears its own brand and mode, so the page's theme changes nothing measured
      // here: the sweep runs in the light story project only, not twice.
      if (globals.theme === 'dark') return;
      const brands = fc.sample(brandInput, { seed: SEED, numRuns: BRANDS }).slice(from, to);
      const rgba = rgbaReader();
      const failures: string[] = [];
      let pairs = 0;
      const started = performance.now();
      await userEvent.click(
        canvas.getByRole('button', {
          name: screen === 'app' ? 'App with sidebar' : 'Sign-in page',
        }),
      );
      await userEvent.click(
        canvas.getByRole('button', { name: mode === 'dark' ? 'Dark' : 'Light' }),
      );
      const frame = await waitFor(() => {
        const doc = canvasElement.querySelector<HTMLIFrameElement>(
          '[data-slot=theme-frame-document]',
        )!.contentDocument!;
        expect(
          doc.querySelector(screen === 'app' ? '[data-slot=app-shell]' : '[data-slot=login-form]'),
        ).not.toBeNull();
        expect(doc.documentElement.classList.contains('dark')).toBe(mode === 'dark');
        return doc;
      });
      const brandStyle = frame.getElementById('lp-frame-brand')!;
      const still = frame.createElement('style');
      still.textContent =
        '*, *::before, *::after { transition: none !important; animation: none !important; }';
      frame.head.append(still);
      const surface = semanticColors[mode].surface;
      try {
        // Brands change colours only, never layout: which texts are drawn is found once, so
        // each brand costs one style recalculation and no layout.
        const elements = textElements(frame);
        for (const brand of brands) {
          brandStyle.textContent = brandCss(deriveBrandTheme(brand));
          for (const element of elements) {
            const style = getComputedStyle(element);
            const [r, g, b] = rgba(style.color);
            const ratio = contrast(
              effectiveBackground(element, rgba, surface),
              `rgb(${r}, ${g}, ${b})`,
            );
            const needed = isLargeText(style) ? 3 : 4.5;
            pairs++;
            if (ratio + 0.005 < needed) {
              failures.push(
                `${screen}, ${mode}, brand ${JSON.stringify(brand)}: "${element.textContent?.trim().slice(0, 40)}" ${ratio.toFixed(2)}:1 < ${needed}:1`,
              );
            }
          }
        }
      } finally {
        still.remove();
      }
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.info(
        `Preview contrast sweep (${screen}, ${mode}): brands ${from + 1}-${to} of ${BRANDS}, ${pairs} pairs, ${failures.length} failing, ${seconds} s`,
      );
      await expect(failures.slice(0, 20)).toEqual([]);
    },
  };
}

export const SweepSignInLight = sweepStory('sign-in', 'light');
export const SweepSignInDark = sweepStory('sign-in', 'dark');
export const SweepAppLightFirstHalf = sweepStory('app', 'light', [0, BRANDS / 2]);
export const SweepAppLightSecondHalf = sweepStory('app', 'light', [BRANDS / 2, BRANDS]);
export const SweepAppDarkFirstHalf = sweepStory('app', 'dark', [0, BRANDS / 2]);
export const SweepAppDarkSecondHalf = sweepStory('app', 'dark', [BRANDS / 2, BRANDS]);
