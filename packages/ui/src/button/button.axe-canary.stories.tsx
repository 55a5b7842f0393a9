import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

/**
 * Deliberate accessibility failures. These stories are tagged `axe-canary`, left out of the
 * normal story tests and run in a project of their own, which `npm test` counts as passed
 * only when every one FAILS: proof that the story tests catch what they claim to.
 */
const meta = {
  title: 'Test setup/Axe canary',
  component: Button,
  tags: ['axe-canary', '!autodocs', '!dev'],
} satisfies Meta<typeof Button>;
export default meta;

/** An icon button without a name: axe's full run must fail it (button-name). */
export const UnnamedIconButton: StoryObj<typeof meta> = {
  render: () => (
    // @ts-expect-error: the missing accessible name is the point of this story
    <Button size="icon">
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="M12 5v14M5 12h14" stroke="currentColor" />
      </svg>
    </Button>
  ),
};

/**
 * Text that is readable in the test theme and in every brand but one: grey on grey in Forest
 * Green's dark mode only. The full axe run (light Ocean Blue) passes it; the contrast pass over
 * every brand and mode must fail it, naming forest-green and dark.
 */
export const LowContrastInOneBrandAndMode: StoryObj<typeof meta> = {
  // Checked in every brand and mode, as a matrix story is (.storybook/preview.tsx).
  parameters: { contrast: 'every-theme' },
  render: () => (
    <>
      <style>{`:root.dark[data-lp-brand='forest-green'] .lp-canary-text { color: #767676; background: #8a8a8a; }`}</style>
      <p className="lp-canary-text">Readable everywhere except in one brand and mode</p>
    </>
  ),
};
