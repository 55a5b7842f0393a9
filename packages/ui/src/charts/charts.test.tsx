import {
  sampleDailyActivePoints,
  sampleDepartmentShares,
  sampleTimeSpentHeatmap,
  TREND_BAR_SCALE,
} from '@lp/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';
import { barShare, donutSlices, hourLabel, linePoints } from './chart-utils';
import { DonutChart } from './donut-chart';
import { Heatmap } from './heatmap';
import { LineChart } from './line-chart';
import * as arCharts from '@lp/locales/ar/ui-charts';
import * as esCharts from '@lp/locales/es/ui-charts';
import { I18nProvider } from '../i18n';

describe('chart maths', () => {
  it('places line points across the box, the highest at the top', () => {
    const points = linePoints([10, 20, 15], { width: 120, height: 60, padding: 10 });
    expect(points).toEqual([
      { x: 10, y: 50 },
      { x: 60, y: 10 },
      { x: 110, y: 30 },
    ]);
  });

  it('scales bars to the given maximum and never past it', () => {
    expect(barShare(7500, 15000)).toBe(0.5);
    expect(barShare(20000, 15000)).toBe(1);
    expect(barShare(-1, 15000)).toBe(0);
  });

  it('turns shares into percents with running offsets', () => {
    expect(donutSlices([1, 1, 2])).toEqual([
      { percent: 25, offset: 0 },
      { percent: 25, offset: 25 },
      { percent: 50, offset: 50 },
    ]);
  });

  it('names the hourly slots from 9 am to 3 pm', () => {
    expect([9, 11, 12, 13, 15].map(hourLabel)).toEqual(['9 am', '11 am', '12 pm', '1 pm', '3 pm']);
  });
});

describe('LineChart', () => {
  it('names itself and carries its 22 points in a table', () => {
    render(<LineChart title="Daily active learners" data={sampleDailyActivePoints} />);
    const figure = screen.getByRole('figure', { name: 'Daily active learners' });
    const table = within(figure).getByRole('table', { name: 'Daily active learners' });
    expect(within(table).getAllByRole('row')).toHaveLength(23);
    expect(within(table).getByRole('row', { name: 'Jul 20 3,247' })).toBeInTheDocument();
  });

  it('highlights the point under the pointer within 15 px with a tooltip, and none farther away', () => {
    render(
      <LineChart title="Daily active learners" data={sampleDailyActivePoints} animate={false} />,
    );
    const svg = document.querySelector('svg[data-slot="line-chart"]') as SVGSVGElement;
    // Rendered at the viewBox size, so screen px equal drawing units.
    svg.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 600, height: 220 });
    const first = svg.querySelectorAll('circle')[0]!;
    const cx = Number(first.getAttribute('cx'));
    const cy = Number(first.getAttribute('cy'));
    fireEvent(
      svg,
      new MouseEvent('pointermove', { bubbles: true, clientX: cx + 9, clientY: cy - 9 }),
    );
    expect(first).toHaveAttribute('data-active', 'true');
    // 1200 learners / 38 = 31.6 → 32%.
    expect(document.querySelector('[data-slot="line-chart-tooltip"]')).toHaveTextContent(
      'Jul 1: 1,200 (32%)',
    );
    fireEvent(
      svg,
      new MouseEvent('pointermove', { bubbles: true, clientX: cx + 12, clientY: cy - 12 }),
    );
    expect(document.querySelector('[data-slot="line-chart-tooltip"]')).toBeNull();
  });
});

describe('BarChart', () => {
  it('draws bars as shares of the 15000 scale', () => {
    render(
      <BarChart
        title="Enrollment trend"
        max={TREND_BAR_SCALE}
        data={[
          { label: 'Jan', value: 7500 },
          { label: 'Feb', value: 15000 },
        ]}
      />,
    );
    const bars = document.querySelectorAll<HTMLElement>('[data-slot="bar-chart-bar"]');
    expect([...bars].map((bar) => bar.style.height)).toEqual(['50%', '100%']);
    expect(screen.getByRole('table', { name: 'Enrollment trend' })).toHaveTextContent('Jan7,500');
  });
});

describe('DonutChart', () => {
  it('lists every department with its share', () => {
    render(<DonutChart title="Students by department" data={sampleDepartmentShares} />);
    const table = screen.getByRole('table', { name: 'Students by department' });
    expect(within(table).getByRole('row', { name: 'Computer Science 35%' })).toBeInTheDocument();
    expect(document.querySelectorAll('[data-slot="donut-chart-slice"]')).toHaveLength(5);
  });
});

describe('Heatmap', () => {
  it('is a 7 by 7 table whose cells say their hours and level, with a legend of three levels', () => {
    render(<Heatmap title="Time Spent Learning" values={sampleTimeSpentHeatmap} />);
    const table = screen.getByRole('table', { name: 'Time Spent Learning' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['9 am', '10 am', '11 am', '12 pm', '1 pm', '2 pm', '3 pm']);
    const monday = within(table).getByRole('row', { name: /^Mon/ });
    expect(
      within(monday)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      '0.5 hours, Under 1 hr',
      '1.2 hours, 1 to 2 hrs',
      '2.1 hours, 2+ hrs',
      '0.8 hours, Under 1 hr',
      '0 hours, Under 1 hr',
      '1.5 hours, 1 to 2 hrs',
      '2.4 hours, 2+ hrs',
    ]);
    expect(
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Under 1 hr', '1 to 2 hrs', '2+ hrs']);
  });
});

describe('Charts in another language', () => {
  it('draws the heatmap with the Arabic hours, days, levels and plurals', () => {
    render(
      <I18nProvider
        translations={{ locale: 'ar', ready: new Map([[arCharts.id, arCharts.default]]) }}
      >
        <Heatmap title="وقت التعلّم" values={sampleTimeSpentHeatmap} />
      </I18nProvider>,
    );
    const table = screen.getByRole('table', { name: 'وقت التعلّم' });
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('9 ص');
    expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('الاثنين');
    expect(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent(
      '0.5 ساعة، أقل من ساعة',
    );
    expect(screen.getByRole('list', { name: 'مفتاح الرسم' })).toBeInTheDocument();
  });

  it('names the donut table columns and writes its percentages as Spanish does', () => {
    render(
      <I18nProvider
        translations={{ locale: 'es', ready: new Map([[esCharts.id, esCharts.default]]) }}
      >
        <DonutChart title="Estudiantes por departamento" data={sampleDepartmentShares} />
      </I18nProvider>,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Departamento' })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: /^Computer Science 35\s%$/ }),
    ).toBeInTheDocument();
  });
});
