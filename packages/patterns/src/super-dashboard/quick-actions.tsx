import { Button, Card } from '@lp/ui';
import { Download, Plus, Send, Upload } from '@lp/ui/icons';
import { useId, type ReactNode } from 'react';

/** The texts of the Quick Actions card (part of SuperDashboardTexts). */
export interface QuickActionsTexts {
  /** The card's heading and its four buttons (spec 2 §2.10). */
  quickActions: string;
  createUniversity: string;
  exportData: string;
  importData: string;
  bulkMessage: string;
}

export interface QuickActionsProps {
  onCreateUniversity?: () => void;
  /** Export Data; without a ready list it is disabled. */
  onExportData?: () => void;
  /** The list is not there to export (loading or failed). */
  exportDisabled: boolean;
  onImportData?: () => void;
  onBulkMessage?: () => void;
  /** The card's heading element (one level under the page's title). */
  headingAs: 'h2' | 'h3';
  texts: QuickActionsTexts;
}

/** Whether any quick action is wired: without one the card is left out. */
export function hasQuickActions(callbacks: Record<string, unknown>) {
  return Object.values(callbacks).some((callback) => callback !== undefined);
}

/**
 * The super dashboard's Quick Actions (spec 2 §2.10): Create University, Export Data, Import
 * Data and Bulk Message, each shown only when the app wires it.
 */
export function QuickActions({
  onCreateUniversity,
  onExportData,
  exportDisabled,
  onImportData,
  onBulkMessage,
  headingAs: Heading,
  texts,
}: QuickActionsProps) {
  const headingId = useId();
  const actions: { key: string; label: string; icon: ReactNode; onPress?: () => void }[] = [
    { key: 'create', label: texts.createUniversity, icon: <Plus />, onPress: onCreateUniversity },
    { key: 'export', label: texts.exportData, icon: <Download />, onPress: onExportData },
    { key: 'import', label: texts.importData, icon: <Upload />, onPress: onImportData },
    { key: 'message', label: texts.bulkMessage, icon: <Send />, onPress: onBulkMessage },
  ];
  return (
    <Card asChild className="gap-4 p-5">
      <section aria-labelledby={headingId} data-slot="super-dashboard-quick-actions">
        <Heading id={headingId} className="text-lg font-semibold text-text">
          {texts.quickActions}
        </Heading>
        <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-4">
          {actions.map(({ key, label, icon, onPress }) =>
            onPress ? (
              <li key={key} className="min-w-0">
                <Button
                  variant={key === 'create' ? 'primary' : 'outline'}
                  wrap
                  className="w-full"
                  data-action={key}
                  disabled={key === 'export' && exportDisabled}
                  onClick={onPress}
                >
                  <span aria-hidden="true" className="contents">
                    {icon}
                  </span>
                  {label}
                </Button>
              </li>
            ) : null,
          )}
        </ul>
      </section>
    </Card>
  );
}
