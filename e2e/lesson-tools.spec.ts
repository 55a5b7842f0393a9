import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { expect, expectLesson, focusPage, lessonPath, test } from './support/lesson-player';

// The desktop lesson player's own tools (spec 1 §2.7, §5, §9): notes and bookmarks, the
// resizable outline, the overlays and the focus layout, on the text lesson of course-1.

const notesPanel = (page: Page) => page.getByRole('complementary', { name: 'Notes and bookmarks' });

async function openNotes(page: Page) {
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Notes', exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(notesPanel(page)).toBeVisible();
  return notesPanel(page);
}

test.describe('lesson tools on desktop @desktop', () => {
  test('a note and bookmarks survive a reload; a blank note is refused', async ({ page }) => {
    await page.goto(lessonPath('lesson-1-2'));
    let panel = await openNotes(page);
    await expect(panel.getByText('No notes yet.')).toBeVisible();
    await expectNoAxeViolations(page);

    // Whitespace only: the button stays disabled and Ctrl+Enter adds nothing.
    const field = panel.getByRole('textbox', { name: 'New note' });
    const add = panel.getByRole('button', { name: 'Add Note' });
    await field.fill('   \n  ');
    await expect(add).toBeDisabled();
    await field.press('Control+Enter');
    await expect(panel.getByText('No notes yet.')).toBeVisible();

    await field.fill('  Baselines define what normal looks like.  ');
    await expect(add).toBeEnabled();
    await add.click();
    const note = panel.getByRole('listitem').filter({ hasText: 'Baselines define' });
    await expect(note.locator('[data-slot="lesson-note-content"]')).toHaveText(
      'Baselines define what normal looks like.',
    );
    await expect(note.getByRole('button', { name: 'Go to 0:00' })).toBeVisible();
    await expect(field).toHaveValue('');

    // One bookmark from the keyboard (away from the field), one from the button.
    await focusPage(page);
    await page.keyboard.press('Control+b');
    await expect(
      page.getByRole('status').filter({ hasText: 'Bookmark added at 0:00' }),
    ).toHaveCount(1);
    await panel.getByRole('tab', { name: 'Bookmarks' }).click();
    const bookmarks = panel
      .getByRole('listitem')
      .filter({ hasText: 'Key Terms and Concepts at 0:00' });
    await expect(bookmarks).toHaveCount(1);
    await panel.getByRole('button', { name: 'Bookmark current time (0:00)' }).click();
    await expect(bookmarks).toHaveCount(2);

    await page.reload();
    await expectLesson(page, 'lesson-1-2');
    panel = await openNotes(page);
    await expect(
      panel.getByRole('listitem').filter({ hasText: 'Baselines define what normal looks like.' }),
    ).toHaveCount(1);
    await panel.getByRole('tab', { name: 'Bookmarks' }).click();
    await expect(bookmarks).toHaveCount(2);

    // The notes belong to their lesson: the next one has none.
    await page
      .getByRole('group', { name: 'Lesson navigation' })
      .getByRole('button', { name: 'Next lesson' })
      .click();
    await expectLesson(page, 'lesson-1-3');
    await panel.getByRole('tab', { name: 'Notes' }).click();
    await expect(panel.getByText('No notes yet.')).toBeVisible();
  });

  test('corrupt stored notes do not break the player, and new notes can still be added', async ({
    page,
  }) => {
    await page.goto('/config.json');
    await page.evaluate(() => localStorage.setItem('notes_course-1', '{"not": json'));
    await page.goto(lessonPath('lesson-1-2'));
    await expectLesson(page, 'lesson-1-2');
    const panel = await openNotes(page);
    await expect(panel.getByText('No notes yet.')).toBeVisible();
    await panel.getByRole('textbox', { name: 'New note' }).fill('Written after the damage');
    await panel.getByRole('button', { name: 'Add Note' }).click();
    await expect(
      panel.getByRole('listitem').filter({ hasText: 'Written after the damage' }),
    ).toHaveCount(1);

    // The new list is stored, and the damaged text is kept aside rather than lost.
    const stored = await page.evaluate(() => ({
      notes: JSON.parse(localStorage.getItem('notes_course-1') ?? '[]') as Array<{
        content: string;
      }>,
      corrupt: localStorage.getItem('notes_course-1.corrupt'),
    }));
    expect(stored.notes.map((item) => item.content)).toEqual(['Written after the damage']);
    expect(stored.corrupt).toBe('{"not": json');
  });

  test('the outline panel resizes from the keyboard between 250 and 500 px', async ({ page }) => {
    await page.goto(lessonPath('lesson-1-2'));
    const outline = page.getByRole('complementary', { name: 'Course outline' });
    const width = async () => (await outline.boundingBox())?.width ?? 0;
    const handle = page.getByRole('separator', { name: 'Resize course outline' });
    await expect(outline).toBeVisible();
    expect(Math.abs((await width()) - 320)).toBeLessThanOrEqual(2);

    await handle.focus();
    await page.keyboard.press('End');
    await expect.poll(width).toBeGreaterThanOrEqual(498);
    expect(await width()).toBeLessThanOrEqual(502);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(Math.abs((await width()) - 500)).toBeLessThanOrEqual(2);

    await page.keyboard.press('Home');
    await expect.poll(width).toBeLessThanOrEqual(252);
    expect(await width()).toBeGreaterThanOrEqual(248);
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
    expect(Math.abs((await width()) - 250)).toBeLessThanOrEqual(2);
    // The arrows moved the handle, not the lesson.
    await expectLesson(page, 'lesson-1-2');
  });

  test('the overlays open from the keyboard and the header, Esc closes them, and Ctrl+F toggles focus mode', async ({
    page,
  }) => {
    await page.goto(lessonPath('lesson-1-2'));
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard Shortcuts' });
    const statistics = page.getByRole('dialog', { name: 'Study Session Statistics' });
    await expectLesson(page, 'lesson-1-2');

    await page.keyboard.press('Control+k');
    await expect(shortcuts).toBeVisible();
    await expect(shortcuts.getByRole('rowheader', { name: 'Bookmark current time' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(shortcuts).toBeHidden();

    await page.keyboard.press('Control+s');
    await expect(statistics).toBeVisible();
    await expect(statistics.getByText('Comprehension')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(statistics).toBeHidden();

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await expect(shortcuts).toBeVisible();
    await shortcuts.getByRole('button', { name: 'Close' }).click();
    await expect(shortcuts).toBeHidden();
    await header.getByRole('button', { name: 'Study statistics' }).click();
    await expect(statistics).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(statistics).toBeHidden();

    // Focus mode hides the outline and the progress map; Ctrl+F brings them back.
    const focus = header.getByRole('button', { name: 'Focus mode' });
    const outline = page.getByRole('complementary', { name: 'Course outline' });
    await expect(focus).toHaveAttribute('aria-pressed', 'false');
    await focusPage(page);
    await page.keyboard.press('Control+f');
    await expect(focus).toHaveAttribute('aria-pressed', 'true');
    await expect(outline).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Learning Path' })).toHaveCount(0);
    await page.keyboard.press('Control+f');
    await expect(focus).toHaveAttribute('aria-pressed', 'false');
    await expect(outline).toBeVisible();
    await focus.click();
    await expect(focus).toHaveAttribute('aria-pressed', 'true');
  });
});
