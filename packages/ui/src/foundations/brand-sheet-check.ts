// The play function of every generated brand page (./brands): not part of the public API.
import { expect, within } from 'storybook/test';
import { toHex } from '../theme/color-math';
import { brandSheetData } from './brand-sheet-data';

/**
 * A brand page is drawn in its own brand whatever the toolbar says: in each mode's region the
 * primary button wears the engine's primary and on-primary for that brand and mode, and the
 * table lists every colour role the engine derives.
 */
export async function checkBrandSheet({
  canvasElement,
  args,
}: {
  canvasElement: HTMLElement;
  args: { brandId: string };
}): Promise<void> {
  const data = brandSheetData(args.brandId);
  const canvas = within(canvasElement);
  for (const mode of data.modes) {
    const region = within(canvas.getByRole('region', { name: `${mode.mode} mode` }));
    const button = getComputedStyle(region.getByRole('button', { name: 'Primary' }));
    await expect({
      mode: mode.mode,
      fill: toHex(button.backgroundColor),
      text: toHex(button.color),
    }).toEqual({
      mode: mode.mode,
      fill: mode.vars['--lp-color-primary'],
      text: mode.vars['--lp-color-on-primary'],
    });
    const table = region.getByRole('table', { name: `${data.name}: colour roles, ${mode.mode}` });
    const listed = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    await expect(listed).toEqual(mode.rows.map((row) => row.role));
  }
}
