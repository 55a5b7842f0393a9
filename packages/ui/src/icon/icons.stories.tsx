import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as exported from './index';
import type { IconComponent } from './create-icon';

// Every icon of `@lp/ui/icons`, by its exported name: what designers pick from, and where a
// new glyph shows up the moment it is exported (icon/index.ts).
const icons = Object.entries(exported)
  .filter((entry): entry is [string, IconComponent] => typeof entry[1] === 'object')
  .sort(([a], [b]) => a.localeCompare(b));

function IconGrid() {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2 text-text">
      {icons.map(([name, Icon]) => (
        <li
          key={name}
          data-icon={name}
          className="flex flex-col items-center gap-2 rounded-md border border-border p-3"
        >
          <Icon className="size-6" />
          <span className="text-xs text-text-muted">{name}</span>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Icons',
  parameters: { layout: 'padded' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole set, as `@lp/ui/icons` exports it. Hidden from assistive technology: name the control. */
export const Gallery: Story = {
  render: () => <IconGrid />,
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('[data-icon] svg');
    await expect(drawn).toHaveLength(icons.length);
    for (const svg of drawn) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/**
 * The set on a left-to-right and a right-to-left page: the directional icons (chevrons, arrows,
 * back; made with `MIRROR_IN_RTL`) turn round on the second (decision 0024); every other icon,
 * a tape's play and skip among them, stays as drawn.
 */
export const RightToLeft: Story = {
  render: () => (
    <div className="grid gap-6">
      {(['ltr', 'rtl'] as const).map((dir) => (
        <section key={dir} dir={dir} data-direction={dir} className="grid gap-2">
          <h2 className="text-sm font-semibold text-text">
            {dir === 'ltr' ? 'Left to right' : 'Right to left'}
          </h2>
          <IconGrid />
        </section>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const dir of ['ltr', 'rtl']) {
      const section = canvasElement.querySelector(`[data-direction="${dir}"]`)!;
      const svgs = [...section.querySelectorAll<SVGSVGElement>('[data-icon] svg')];
      await expect(svgs.some((svg) => svg.dataset.mirror === 'rtl')).toBe(true);
      const play = section.querySelector<SVGSVGElement>('[data-icon="Play"] svg')!;
      await expect(play.dataset.mirror).toBeUndefined();
      for (const svg of svgs) {
        const turned = getComputedStyle(svg).scale === '-1 1';
        await expect(turned).toBe(dir === 'rtl' && svg.dataset.mirror === 'rtl');
      }
    }
  },
};
