import type { Meta, StoryObj } from '@storybook/react-vite';
import { motionTokens, semanticColors, sizeTokens } from '@lp/tokens';
import { expect, within } from 'storybook/test';
import { TokensPage } from './tokens-page';

const meta = {
  title: 'Foundations/Tokens',
  component: TokensPage,
  tags: ['!autodocs'],
} satisfies Meta<typeof TokensPage>;
export default meta;

/** Every token group as a table, generated from `@lp/tokens`. */
export const Tokens: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    // Each mode's table lists every semantic role of that mode.
    for (const mode of ['light', 'dark'] as const) {
      const table = canvas.getByRole('table', { name: `Colour roles, ${mode}` });
      await expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(Object.keys(semanticColors[mode]));
    }
    const sizes = canvas.getByRole('table', { name: "Sizes (the spec's)" });
    await expect(
      within(sizes).getByRole('row', { name: /panel\.left\.default/ }),
    ).toHaveTextContent(`${sizeTokens.panel.left.default}px`);
    const delays = canvas.getByRole('table', { name: "Delays (the spec's timings)" });
    await expect(within(delays).getByRole('row', { name: /copy-confirmation/ })).toHaveTextContent(
      `${motionTokens.delay['copy-confirmation']}ms`,
    );
  },
};
