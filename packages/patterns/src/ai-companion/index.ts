export { AiCompanion, defaultAiCompanionLabels } from './ai-companion';
export type { AiCompanionProps, AiCompanionLabels } from './ai-companion';
export { AiCompanionFab } from './ai-companion-fab';
export type { AiCompanionFabProps } from './ai-companion-fab';
export { AiCompanionSheet } from './ai-companion-sheet';
export type { AiCompanionSheetProps } from './ai-companion-sheet';
export { offeredSelection, suggestionLimit, suggestionTexts } from './ai-companion-rules';
export type { AiCompanionVariant } from './ai-companion-rules';
