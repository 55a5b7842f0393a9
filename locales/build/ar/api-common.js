// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-common";
export default {
  apiFailure: "حدث خطأ",
  networkError: "حدث خطأ في الشبكة",
  controlCharacter: "يجب ألا يحتوي النص على محارف تحكم.",
  controlCharacterIn: (d) => "يجب ألا يحتوي الحقل " + d.field + " على محارف تحكم.",
  malformedText: "يجب أن يكون النص نص Unicode سليم التكوين.",
  malformedTextIn: (d) => "يجب أن يكون الحقل " + d.field + " نص Unicode سليم التكوين.",
  dateTimeRange: "تاريخ ووقت غير صالحين: يجب أن يقعا بين العامين 0001 و9999 (بالتوقيت العالمي المنسق)"
}
