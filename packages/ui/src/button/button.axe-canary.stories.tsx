import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

/**
 * A deliberate accessibility failure. These stories are tagged `axe-canary`, left out of
 * the normal story tests and run only by scripts/axe-canary.mjs, which passes when axe
 * FAILS them: proof that an unnamed icon button cannot slip through the story tests.
 */
const meta = {
  title: 'Test setup/Axe canary',
  component: Button,
  tags: ['axe-canary', '!autodocs', '!dev'],
} satisfies Meta<typeof Button>;
export default meta;

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
