/** The id of the lesson area's `main`, the skip link's target on both layouts. */
export const LESSON_MAIN_ID = 'main';
