// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-video";
export default {
  invalidUrl: "يُرجى إدخال عنوان URL صالح من Vimeo (مثل vimeo.com/123456 أو vimeo.com/event/123456/embed)",
  unchanged: "لم تُكتشف أي تغييرات. يُرجى إدخال عنوان URL مختلف.",
  invalidPreview: "يُرجى إدخال عنوان URL صالح من Vimeo للمعاينة.",
  confirmRequired: "يُرجى كتابة 'confirm' للمتابعة بالتغييرات.",
  saveFailed: "تعذّر تحديث عنوان URL. يُرجى المحاولة مرة أخرى.",
  liveSaved: "تم تحديث عنوان URL للبث المباشر بنجاح!",
  welcomeSaved: "تم تحديث عنوان URL لرسالة الترحيب بنجاح!"
}
