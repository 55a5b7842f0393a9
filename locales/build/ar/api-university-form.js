// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-university-form";
export default {
  nameRequired: "اسم الجامعة مطلوب",
  nameTooLong: (d) => "يجب ألا يتجاوز اسم الجامعة " + d.max + " حرفًا",
  slugRequired: "المعرّف المختصر (slug) مطلوب",
  slugInvalid: "استخدم أحرفًا لاتينية صغيرة وأرقامًا وشرطات مفردة (مثل northbridge-university)",
  slugTooLong: (d) => "يجب ألا يتجاوز المعرّف المختصر (slug) " + d.max + " حرفًا",
  domainInvalid: "أدخل اسم مضيف دون http:// أو مسار (مثل learn.northbridge.edu)",
  descriptionTooLong: (d) => "يجب ألا يتجاوز الوصف " + d.max + " حرفًا",
  adminNameRequired: "اسم المسؤول مطلوب",
  adminEmailRequired: "البريد الإلكتروني للمسؤول مطلوب",
  adminEmailInvalid: "يُرجى إدخال عنوان بريد إلكتروني صالح",
  colorInvalid: "أدخل لونًا بالصيغة #RRGGBB (مثل #6B7280)",
  urlInvalid: "أدخل عنوانًا يبدأ بـ https:// أو /",
  slugTaken: "تستخدم جامعة أخرى هذا المعرّف المختصر بالفعل.",
  domainTaken: "تستخدم جامعة أخرى هذا النطاق بالفعل.",
  adminExists: "يوجد حساب بالفعل بالبريد الإلكتروني لهذا المسؤول."
}
