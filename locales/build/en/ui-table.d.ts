// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "ui-table";
declare const messages: {
  readonly selectedLabel: (values: { "count": string | number }) => string;
  readonly selectAllLabel: string;
  readonly rowSelectLabel: (values: { "row": string | number }) => string;
  readonly loadingLabel: string;
  readonly emptyTitle: string;
};
export default messages;
