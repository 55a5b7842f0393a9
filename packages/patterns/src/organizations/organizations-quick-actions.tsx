import { Button, Card } from '@lp/ui';
import { Download, Mail, Send, Upload } from '@lp/ui/icons';
import { useId, type ReactNode } from 'react';

/** The texts of the Quick Actions card (part of OrganizationsTexts). */
export interface OrganizationsQuickActionsTexts {
  /** The card's heading and its four buttons (spec 2 §2.8). */
  quickActions: string;
  exportData: string;
  bulkOperations: string;
  messageTeachers: string;
  messageAll: string;
}

export interface OrganizationsQuickActionsProps {
  /** Export Data; null while there is nothing to export (loading, failed, nothing shown). */
  onExportData: (() => void) | null;
  onBulkOperations: () => void;
  onMessageTeachers: () => void;
  onMessageAll: () => void;
  /** The card's heading element (one level under the page's title). */
  headingAs: 'h2' | 'h3';
  texts: OrganizationsQuickActionsTexts;
}

/**
 * The organizations dashboard's Quick Actions (spec 2 §2.8): Export Data, Bulk Operations,
 * Message Teachers and Message All. The app opens the dialog behind each.
 */
export function OrganizationsQuickActions({
  onExportData,
  onBulkOperations,
  onMessageTeachers,
  onMessageAll,
  headingAs: Heading,
  texts,
}: OrganizationsQuickActionsProps) {
  const headingId = useId();
  const actions: { key: string; label: string; icon: ReactNode; onPress: (() => void) | null }[] = [
    { key: 'export', label: texts.exportData, icon: <Download />, onPress: onExportData },
    { key: 'bulk', label: texts.bulkOperations, icon: <Upload />, onPress: onBulkOperations },
    { key: 'teachers', label: texts.messageTeachers, icon: <Mail />, onPress: onMessageTeachers },
    { key: 'all', label: texts.messageAll, icon: <Send />, onPress: onMessageAll },
  ];
  return (
    <Card asChild className="gap-4 p-5">
      <section aria-labelledby={headingId} data-slot="organizations-quick-actions">
        <Heading id={headingId} className="text-lg font-semibold text-text">
          {texts.quickActions}
        </Heading>
        <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-4">
          {actions.map(({ key, label, icon, onPress }) => (
            <li key={key} className="min-w-0">
              <Button
                variant="outline"
                wrap
                className="w-full"
                data-action={key}
                disabled={onPress === null}
                onClick={onPress ?? undefined}
              >
                <span aria-hidden="true" className="contents">
                  {icon}
                </span>
                {label}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
