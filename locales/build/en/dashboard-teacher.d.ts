// Compiled by locales/compile.ts from catalogues/en.json: do not edit.
export declare const id: "dashboard-teacher";
declare const messages: {
  readonly loading: string;
  readonly analyticsTitle: string;
  readonly headline: string;
  readonly chartTitle: (values: { "days": number }) => string;
  readonly searchLabel: string;
  readonly searchPlaceholder: string;
  readonly suggestions: string;
  readonly insightsTitle: string;
  readonly insightsEmpty: string;
  readonly toneIncrease: string;
  readonly toneDecrease: string;
  readonly toneAttention: string;
  readonly dashboardsTitle: string;
  readonly newDashboard: string;
  readonly presetDashboards: string;
  readonly dashboardsEmpty: string;
  readonly spokenLabel: (values: { "label": string | number }) => string;
  readonly suggestionLearnerEngagement: string;
  readonly suggestionCourseCompletion: string;
  readonly suggestionCertificationProgress: string;
  readonly suggestionLearningPath: string;
};
export default messages;
