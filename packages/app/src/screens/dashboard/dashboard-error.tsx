import * as dashboardMessages from '@lp/locales/en/app-dashboard';
import { Banner, Button, useMessages } from '@lp/ui';

/**
 * The spec only logs a failed dashboard load (spec 2 §8); a learner would be left with empty
 * sections and no idea why, so the page says so and offers to try again. Texts are ours.
 */
export function DashboardError({ onRetry }: { onRetry: () => void }) {
  const text = useMessages(dashboardMessages);
  return (
    <Banner
      variant="error"
      title={text.errorTitle}
      action={
        <Button size="sm" variant="outline" onClick={onRetry}>
          {text.retry}
        </Button>
      }
    >
      {text.errorMessage}
    </Banner>
  );
}
