import { expectNoAxeViolations } from './support/axe';
import { expect, lessonPath, test } from './support/lesson-player';

// The lesson content view (spec 1 §2.7, §4) on the seeded course-1, on desktop and on a phone.

test.describe('lesson content', () => {
  test('the simple quiz checks each answer, scores the quiz and starts again on Retake', async ({
    page,
  }) => {
    await page.goto(lessonPath('lesson-1-3'));
    const submit = page.getByRole('button', { name: 'Submit Answer' });
    await expect(page.getByText('Question 1 of 2')).toBeVisible();
    await expect(submit).toBeDisabled();

    // One answer, right.
    const baseline = page.getByRole('radio', { name: 'A learned baseline of normal behaviour' });
    await baseline.check();
    await submit.click();
    await expect(page.getByText('Correct!')).toBeVisible();
    await expect(
      page.getByText('Right: anomalies are measured against a learned baseline.'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'The firewall rules' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next Question' }).click();

    // Several answers, one missing: wrong (only the exact set counts).
    await expect(page.getByText('Question 2 of 2')).toBeVisible();
    await expect(page.getByText('Select all that apply.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Adversarial inputs' }).check();
    await page.getByRole('checkbox', { name: 'Too many false positives' }).check();
    await submit.click();
    await expect(page.getByText('Incorrect', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Look again: one of these options is a benefit, not a risk.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Complete Quiz' }).click();
    await expect(page.getByRole('heading', { name: 'Quiz Complete' })).toBeVisible();
    await expect(page.getByText('50%', { exact: true })).toBeVisible();
    await expect(page.getByText('Needs practice')).toBeVisible();
    await expect(page.getByText('You answered 1 of 2 questions correctly.')).toBeVisible();

    await page.getByRole('button', { name: 'Retake' }).click();
    await expect(page.getByText('Question 1 of 2')).toBeVisible();
    await expect(baseline).not.toBeChecked();
    await expect(baseline).toBeEnabled();
    await expect(submit).toBeDisabled();
    await expect(page.getByText('Quiz Complete')).toHaveCount(0);
  });

  test('the player quiz submits once every question is answered, scores it and resets on Retake Quiz', async ({
    page,
  }) => {
    await page.goto(lessonPath('lesson-1-7'));
    const quiz = page.getByRole('region', { name: 'Threat Detection Assessment' });
    const submit = quiz.getByRole('button', { name: 'Submit Quiz' });
    await expect(quiz.getByText('Time limit: 10 minutes')).toBeVisible();
    await expect(quiz.getByText('0 of 3 answered')).toBeVisible();
    await expect(submit).toBeDisabled();

    await quiz.getByRole('radio', { name: 'Context' }).check();
    await quiz.getByRole('radio', { name: 'More false positives' }).check();
    await expect(quiz.getByText('2 of 3 answered')).toBeVisible();
    await expect(submit).toBeDisabled();
    await quiz.getByRole('radio', { name: 'A password policy' }).check();
    await expect(quiz.getByText('3 of 3 answered')).toBeVisible();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(quiz.getByText('You scored 2 out of 3')).toBeVisible();
    await expect(quiz.getByText('67%')).toBeVisible();
    await expect(quiz.getByText('Not passed')).toBeVisible();
    await expect(
      quiz.getByText('Ordering events in time reveals the attacker’s path.'),
    ).toBeVisible();
    const result = (question: string) => quiz.getByRole('listitem').filter({ hasText: question });
    await expect(result('1. What does enrichment add')).toContainText('Correct');
    await expect(result('3. Which artefact best shows')).toContainText('Incorrect');
    await expect(result('3. Which artefact best shows')).toContainText('Your answer');
    await expectNoAxeViolations(page);

    await quiz.getByRole('button', { name: 'Retake Quiz' }).click();
    await expect(quiz.getByText('0 of 3 answered')).toBeVisible();
    await expect(quiz.getByRole('radio', { name: 'Context' })).not.toBeChecked();
    await expect(submit).toBeDisabled();
    await expect(quiz.getByText('You scored 2 out of 3')).toHaveCount(0);
  });

  test('the transcript filters by search, says when nothing matches, and a segment click seeks the player to its start', async ({
    page,
  }) => {
    await page.goto(lessonPath('lesson-1-1'));
    const transcript = page.getByRole('region', { name: 'Transcript' });
    const search = transcript.getByRole('searchbox', { name: 'Search transcript' });
    const rows = transcript.getByRole('grid', { name: 'Transcript' }).getByRole('row');
    const count = transcript.getByRole('status');
    await expect(count).toHaveText('8 segments');

    await search.fill('phishing');
    await expect(count).toHaveText('1 segment');
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('A phishing filter, for instance');

    await search.fill('zebra quantum');
    await expect(count).toHaveText('0 segments');
    await expect(
      transcript.getByText('No transcript segments found for "zebra quantum"'),
    ).toBeVisible();

    await search.clear();
    await expect(count).toHaveText('8 segments');
    await expectNoAxeViolations(page);

    // The silent media the server plays for this lesson lasts 2:10, like its transcript.
    const player = page.getByRole('group', { name: 'AI and Cybersecurity: An Introduction' });
    const media = page.locator('video');
    await expect
      .poll(() => media.evaluate((element: HTMLMediaElement) => element.duration))
      .toBe(130);
    const segment = rows.filter({ hasText: 'So how do attackers respond?' });
    await segment.getByText('So how do attackers respond?').click();
    await expect(segment).toHaveAttribute('aria-selected', 'true');
    await expect
      .poll(() => media.evaluate((element: HTMLMediaElement) => element.currentTime))
      .toBeCloseTo(65, 1);
    await expect(player).toContainText('1:05 / 2:10');
    await expect(segment).toHaveAttribute('aria-current', 'time');
  });

  // The video may load its metadata while React is still rendering the lesson, before its
  // listeners are attached; the player reads the element once on mount (use-media-player.ts).
  test('the media player shows the length of the media once it has loaded', async ({ page }) => {
    await page.goto(lessonPath('lesson-1-1'));
    const player = page.getByRole('group', { name: 'AI and Cybersecurity: An Introduction' });
    await expect(player.getByRole('slider', { name: 'Seek' })).toBeEnabled();
    await expect(player).toContainText('0:00 / 2:10');
  });
});
