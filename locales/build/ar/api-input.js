// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-input";
export default {
  required: (d) => d.field + ": هذا الحقل مطلوب",
  tooLong: (d) => d.field + ": " + d.max + " حرفًا على الأكثر",
  controlCharacters: (d) => "يجب ألا يحتوي " + d.field + " على أحرف تحكم",
  oneOf: (d) => "يجب أن يكون " + d.field + " إحدى القيم: " + d.choices,
  number: (d) => "يجب أن يكون " + d.field + " رقمًا",
  wholeNumberFrom: (d) => "يجب أن يكون " + d.field + " عددًا صحيحًا من " + d.min + " فأكثر",
  atLeast: (d) => "يجب ألا يقل " + d.field + " عن " + d.min,
  atMost: (d) => "يجب ألا يزيد " + d.field + " عن " + d.max,
  invalid: (d) => d.field + " غير صالح",
  text: (d) => "يجب أن يكون " + d.field + " نصًا",
  statusActiveOrSuspended: "يجب أن تكون status إما active أو suspended",
  answersOneLine: "يجب أن تكون الإجابات سطرًا واحدًا من النص",
  endAfterStart: "يجب أن تكون النهاية بعد البداية",
  toAfterFrom: "يجب أن يكون to بعد from",
  rangeTooLong: (d) => "لا يجوز أن تتجاوز المدة " + d.days + " يومًا",
  tooManyAttendees: (d) => d.max + " من الحضور على الأكثر",
  languageCode: "يجب أن تكون اللغة رمزًا بأحرف صغيرة مثل en",
  colorRole: "يجب أن يكون color اسم دور لوني مثل primary",
  urlSafeId: "استخدم الحروف والأرقام و\"-\" و\"_\" فقط",
  endTimeBeforeStartTime: "يجب ألا يكون endTime قبل startTime"
}
