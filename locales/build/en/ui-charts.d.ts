// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-charts";
declare const messages: {
  readonly monthColumn: string;
  readonly dayColumn: string;
  readonly valueColumn: string;
  readonly departmentColumn: string;
  readonly shareColumn: string;
  readonly tooltip: (values: { "label": string | number; "value": string | number; "percent": string | number }) => string;
  readonly levelLow: string;
  readonly levelMid: string;
  readonly levelHigh: string;
  readonly cellLabel: (values: { "hours": number; "level": string | number }) => string;
  readonly hourLabel: (values: { "hour": string | number; "period": string }) => string;
  readonly legend: string;
};
export default messages;
