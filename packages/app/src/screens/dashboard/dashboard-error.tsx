import { Banner, Button } from '@lp/ui';

/**
 * The spec only logs a failed dashboard load (spec 2 §8); a learner would be left with empty
 * sections and no idea why, so the page says so and offers to try again. Texts are ours.
 */
export function DashboardError({ onRetry }: { onRetry: () => void }) {
  return (
    <Banner
      variant="error"
      title="Your dashboard could not be loaded."
      action={
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      Check your connection; your courses below may still be available.
    </Banner>
  );
}
