// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-requests";
export default {
  invalidJson: "نص الطلب ليس JSON صالحًا",
  bodyRequired: "نص الطلب مطلوب",
  bodyNotObject: "يجب أن يكون نص الطلب كائن JSON",
  bodyTooLarge: "نص الطلب كبير جدًا",
  unsupportedMediaType: "نوع المحتوى غير مدعوم: أرسل application/json",
  invalidContentLength: "طول نص الطلب غير صالح",
  imageTooLarge: "الصورة كبيرة جدًا: الحد الأقصى 5 ميغابايت",
  notMultipart: "أرسل الصورة بصيغة multipart/form-data",
  tooManyFields: "عدد حقول النموذج كبير جدًا",
  oneImageOnly: "أرسل صورة واحدة فقط",
  invalidRequest: "طلب غير صالح",
  notFound: "غير موجود",
  busy: "الخادم مشغول. يُرجى المحاولة مرة أخرى بعد قليل.",
  serverError: "حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى لاحقًا.",
  queryControlCharacters: "يجب ألا تحتوي معاملات الاستعلام على أحرف تحكم.",
  queryParameterOnce: (d) => "يجب إعطاء معامل الاستعلام \"" + d.name + "\" مرة واحدة فقط.",
  queryParameterControl: (d) => "يجب ألا يحتوي معامل الاستعلام \"" + d.name + "\" على أحرف تحكم.",
  rangeNotSatisfiable: "لا يمكن تلبية النطاق المطلوب."
}
