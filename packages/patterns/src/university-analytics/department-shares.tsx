import type { UniversityAnalytics } from '@lp/contract/api';
import { chartColor } from '@lp/ui';
import { AnalyticsSection, SectionEmpty } from './analytics-section';
import { departmentPercents, type AnalyticsFormatters } from './analytics-format';
import type { UniversityAnalyticsTexts } from './university-analytics-texts';

export interface DepartmentSharesProps {
  departments: UniversityAnalytics['departments'];
  sample: boolean;
  headingAs: 'h2' | 'h3';
  format: AnalyticsFormatters;
  texts: UniversityAnalyticsTexts;
}

/**
 * Students by department (spec 2 §2.14): a horizontal bar per department in its chart colour
 * role (ui's `chartColor`, theme variables, never raw colours), with its name and share in
 * words, so colour is never the only cue.
 */
export function DepartmentShares({
  departments,
  sample,
  headingAs,
  format,
  texts,
}: DepartmentSharesProps) {
  const percents = departmentPercents(departments);
  return (
    <AnalyticsSection
      heading={texts.departmentsHeading}
      description={texts.departmentsDescription}
      headingAs={headingAs}
      sample={sample}
      texts={texts}
      data-slot="analytics-departments"
    >
      {departments.length === 0 ? (
        <SectionEmpty>{texts.sectionEmpty}</SectionEmpty>
      ) : (
        <ul className="flex flex-col gap-3">
          {departments.map((department, i) => {
            const color = chartColor(department.color, i);
            const percent = percents[i]!;
            return (
              <li
                key={department.name}
                data-slot="analytics-department"
                data-color={department.color}
                className="flex flex-col gap-1.5"
              >
                <div className="flex items-center justify-between gap-3 text-sm">
                  <span className="flex min-w-0 items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="size-3 shrink-0 rounded-sm forced-colors:border"
                      style={{ backgroundColor: color }}
                    />
                    <span dir="auto" className="min-w-0 break-words text-text">
                      {department.name}
                    </span>
                  </span>
                  <span className="shrink-0 font-medium text-text tabular-nums">
                    {format.wholePercent(percent)}
                  </span>
                </div>
                <div
                  aria-hidden="true"
                  className="h-2.5 w-full overflow-hidden rounded-full bg-surface-sunken forced-colors:border"
                >
                  <div
                    data-slot="analytics-department-bar"
                    className="h-full rounded-full forced-colors:bg-[CanvasText]"
                    style={{ width: `${percent}%`, backgroundColor: color }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AnalyticsSection>
  );
}
