// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "api-universities";
export default {
  notFound: "الجامعة غير موجودة",
  notActive: "لا يمكن فتح إلا الجامعات النشطة.",
  switched: "تم تبديل الجامعة",
  created: "تم إنشاء الجامعة",
  updated: "تم تحديث الجامعة",
  deleted: "تم حذف الجامعة",
  defaultUndeletable: "لا يمكن حذف الجامعة الخاصة بهذا النشر.",
  defaultMustStayActive: "يجب أن تبقى الجامعة الخاصة بهذا النشر نشطة.",
  languagesUnknown: (d) => "هذه اللغات غير متاحة: " + d.codes + ".",
  defaultLanguageNotOffered: "يجب أن تكون اللغة الافتراضية إحدى اللغات المتاحة.",
  hasAccounts: (d) => plural(d.count, 0, ar, { zero: "لا توجد حسابات تابعة لهذه الجامعة.", one: "لا يزال حساب واحد تابعًا لهذه الجامعة. علِّقها بدلًا من ذلك، أو انقل الحساب أولًا.", two: "لا يزال حسابان تابعين لهذه الجامعة. علِّقها بدلًا من ذلك، أو انقل الحسابين أولًا.", few: "لا تزال " + number("ar", d.count, 0) + " حسابات تابعة لهذه الجامعة. علِّقها بدلًا من ذلك، أو انقل الحسابات أولًا.", many: "لا يزال " + number("ar", d.count, 0) + " حسابًا تابعًا لهذه الجامعة. علِّقها بدلًا من ذلك، أو انقل الحسابات أولًا.", other: "لا يزال " + number("ar", d.count, 0) + " حساب تابعًا لهذه الجامعة. علِّقها بدلًا من ذلك، أو انقل الحسابات أولًا." })
}
