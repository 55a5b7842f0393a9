/** Only the length is enforced (spec 1 §5, spec 2 §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** Shown under password fields; the meter checks more than is enforced. */
export const PASSWORD_HINT = 'Use at least 8 characters, one capital letter, and a number.';
