/**
 * QTI 1.2 assessments of a Common Cartridge (and Canvas's fuller copy in non_cc_assessments) as
 * the simple quiz: multiple choice and true/false become `mcq` questions, multiple response
 * becomes `multiple`. Any other question, or one whose correct answer cannot be found, is
 * reported instead of becoming a quiz a learner could never pass.
 */
import type { SimpleQuizQuestion } from '@lp/contract';
import { htmlToPlainText } from './html-to-markdown';
import {
  importTexts,
  reportText,
  skippedItem,
  type ImportTextKey,
  type ReportText,
  type SkippedItem,
} from './import-report';
import { at, attribute, children, descendants, text, type XmlElement } from './xml';

export interface ReadAssessment {
  title: string;
  /** Items the assessment holds, imported or not. */
  itemCount: number;
  questions: SimpleQuizQuestion[];
  skipped: SkippedItem[];
}

type Kind = 'mcq' | 'multiple';

/** cc_profile values (CC 1.1–1.3) and Canvas question_type values, to what they become. */
const questionKinds: Record<string, Kind> = {
  'cc.multiple_choice.v0p1': 'mcq',
  'cc.true_false.v0p1': 'mcq',
  'cc.multiple_response.v0p1': 'multiple',
  multiple_choice_question: 'mcq',
  true_false_question: 'mcq',
  multiple_answers_question: 'multiple',
};

/** What a question type not imported is called in the report: a key of `api-course-import`. */
const otherKindNames: Record<string, ImportTextKey> = {
  'cc.essay.v0p1': 'kindEssayQuestion',
  essay_question: 'kindEssayQuestion',
  'cc.fib.v0p1': 'kindFillInTheBlankQuestion',
  fill_in_multiple_blanks_question: 'kindFillInTheBlankQuestion',
  short_answer_question: 'kindShortAnswerQuestion',
  'cc.pattern_match.v0p1': 'kindPatternMatchQuestion',
  matching_question: 'kindMatchingQuestion',
  numerical_question: 'kindNumericalQuestion',
  calculated_question: 'kindCalculatedQuestion',
  file_upload_question: 'kindFileUploadQuestion',
  text_only_question: 'kindTextBlock',
  multiple_dropdowns_question: 'kindMultipleDropdownsQuestion',
};

export const QUESTION_TYPE_REASON = importTexts.reasonQuestionType;
export const NO_CORRECT_ANSWER_REASON = importTexts.reasonNoCorrectAnswer;
export const NO_QUESTION_TEXT_REASON = importTexts.reasonNoQuestionText;
export const TOO_FEW_OPTIONS_REASON = importTexts.reasonTooFewOptions;

/** Reads the first `assessment` of a QTI document. */
export function readAssessment(document: XmlElement, fallbackTitle: string): ReadAssessment {
  const assessment = descendants(document, 'assessment')[0];
  const title = attribute(assessment, 'title')?.trim() || fallbackTitle;
  const items = descendants(assessment, 'item');
  const questions: SimpleQuizQuestion[] = [];
  const skipped: SkippedItem[] = [];
  for (const [index, item] of items.entries()) {
    const outcome = readItem(item);
    if ('question' in outcome) questions.push(outcome.question);
    else {
      const position = index + 1;
      skipped.push(
        skippedItem(
          outcome.text
            ? reportText('titleQuestionText', {
                quiz: title,
                position,
                text: shorten(outcome.text),
              })
            : reportText('titleQuestion', { quiz: title, position }),
          outcome.kind,
          outcome.reason,
        ),
      );
    }
  }
  return { title, itemCount: items.length, questions, skipped };
}

function metadataField(item: XmlElement, label: string): string | undefined {
  const field = descendants(at(item, 'itemmetadata'), 'qtimetadatafield').find(
    (candidate) => text(at(candidate, 'fieldlabel')).trim() === label,
  );
  return field ? text(at(field, 'fieldentry')).trim() : undefined;
}

function materialText(element: XmlElement | undefined): string {
  return descendants(element, 'mattext')
    .map((node) => htmlToPlainText(text(node)).text)
    .filter(Boolean)
    .join(' ');
}

/**
 * The question's own material: beside its answer choices, directly in the presentation
 * (Canvas) or in its flows (Moodle), never the choices' material inside `response_lid`.
 */
function questionMaterials(container: XmlElement | undefined): XmlElement[] {
  return [
    ...children(container, 'material'),
    ...children(container, 'flow').flatMap((flow) => questionMaterials(flow)),
  ];
}

type ItemOutcome =
  { question: SimpleQuizQuestion } | { kind: ReportText; reason: ReportText; text: string };

function readItem(item: XmlElement): ItemOutcome {
  const profile = metadataField(item, 'cc_profile') ?? metadataField(item, 'question_type') ?? '';
  const presentation = at(item, 'presentation');
  const questionText = questionMaterials(presentation).map(materialText).join(' ').trim();
  const type = questionKinds[profile];
  if (!type) {
    return {
      kind: reportText(otherKindNames[profile] ?? 'kindQuestion'),
      reason: reportText('reasonQuestionType'),
      text: questionText,
    };
  }
  const kind = reportText(
    type === 'mcq' ? 'kindMultipleChoiceQuestion' : 'kindMultipleResponseQuestion',
  );
  if (!questionText) return { kind, reason: reportText('reasonNoQuestionText'), text: '' };

  const labels = descendants(presentation, 'response_label').map((label) => ({
    ident: attribute(label, 'ident') ?? '',
    text: materialText(label),
  }));
  const options = labels.filter((label) => label.text !== '');
  if (options.length < 2)
    return { kind, reason: reportText('reasonTooFewOptions'), text: questionText };

  const correctIdents = correctResponses(item);
  const correct = options.flatMap((option, index) =>
    correctIdents.has(option.ident) ? [index] : [],
  );
  if (correct.length === 0)
    return { kind, reason: reportText('reasonNoCorrectAnswer'), text: questionText };

  return {
    question: {
      text: questionText,
      type,
      options: options.map((option) => option.text),
      correctAnswer: type === 'mcq' ? correct[0]! : correct,
      feedback: feedbackOf(item),
    },
  };
}

/**
 * The response idents a scoring condition accepts: a `respcondition` that sets a positive score
 * (or Canvas's `correct_fb` feedback), its `varequal`s outside any `<not>`.
 */
function correctResponses(item: XmlElement): Set<string> {
  const idents = new Set<string>();
  for (const condition of descendants(at(item, 'resprocessing'), 'respcondition')) {
    const scores = children(condition, 'setvar').some((setvar) => {
      const action = attribute(setvar, 'action') ?? 'Set';
      return (action === 'Set' || action === 'Add') && Number(text(setvar)) > 0;
    });
    if (!scores) continue;
    collectPositive(at(condition, 'conditionvar'), idents);
  }
  return idents;
}

function collectPositive(element: XmlElement | undefined, into: Set<string>): void {
  if (!element) return;
  for (const match of children(element, 'varequal')) into.add(text(match).trim());
  for (const group of [...children(element, 'and'), ...children(element, 'or')]) {
    collectPositive(group, into);
  }
  // Anything under <not> is a wrong answer: not collected.
}

function feedbackOf(item: XmlElement): SimpleQuizQuestion['feedback'] {
  const byIdent = new Map(
    children(item, 'itemfeedback').map((node) => [
      attribute(node, 'ident') ?? '',
      materialText(node),
    ]),
  );
  const general = byIdent.get('general_fb') ?? '';
  return {
    correct: byIdent.get('correct_fb') || general,
    incorrect: byIdent.get('general_incorrect_fb') || general,
  };
}

function shorten(value: string): string {
  return value.length > 80 ? `${value.slice(0, 79)}…` : value;
}
