// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "api-branding";
export default {
  saved: "تم حفظ الهوية البصرية",
  restored: "تمت استعادة الهوية البصرية السابقة",
  logoUploaded: "تم رفع الشعار",
  colourPrimary: "يجب أن يكون اللون الأساسي لونًا بالصيغة #RRGGBB.",
  colourSecondary: "يجب أن يكون اللون الثانوي لونًا بالصيغة #RRGGBB.",
  colourAccent: "يجب أن يكون لون التمييز لونًا بالصيغة #RRGGBB.",
  colour: (d) => "يجب أن يكون " + d.label + " لونًا بالصيغة #RRGGBB.",
  productNameRequired: "اسم المنتج مطلوب.",
  productNameTooLong: (d) => "يجب ألا يتجاوز اسم المنتج " + d.max + " حرفًا.",
  unknownFont: "يجب أن يكون الخط أحد الخطوط التالية: DM Sans، وInter، وRoboto، وOpen Sans، وPlayfair Display، وMerriweather.",
  logoUrl: "يجب أن يبدأ عنوان الشعار بـ https:// أو أن يكون شعارًا مرفوعًا هنا.",
  customCssRefused: "لا يُقبل CSS مخصص: الهوية البصرية ثلاثة ألوان وخط وشعار، حتى تبقى كل صفحة مقروءة.",
  logoMissing: "اختر ملف صورة لرفعه.",
  logoTooLarge: (d) => "الشعار كبير جدًا: الحد الأقصى " + d.max + " كيلوبايت.",
  logoType: "يجب أن يكون الشعار صورة PNG أو JPEG أو WebP.",
  logoSvg: "لا تُقبل شعارات SVG، لأن ملف SVG قد يحمل نصوصًا برمجية: ارفع صورة PNG أو JPEG أو WebP.",
  versionNotFound: "لم يُعثر على تلك النسخة من الهوية البصرية."
}
