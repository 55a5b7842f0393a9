// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "invite-flow";
export default {
  namesTitle: "لقد تلقيت دعوة",
  namesDescription: "أخبرنا باسمك لإنشاء حسابك.",
  firstNameLabel: "الاسم الأول",
  lastNameLabel: "اسم العائلة",
  namesSubmitLabel: "إنشاء حساب",
  registerTitle: "أنشئ حسابك",
  registerDescription: "اختر البريد الإلكتروني وكلمة المرور اللذين ستسجّل الدخول بهما.",
  emailLabel: "البريد الإلكتروني",
  passwordLabel: "كلمة المرور",
  registerSubmitLabel: "الانضمام إلى البرنامج",
  registerSubmittingLabel: "جارٍ الانضمام...",
  failureMessage: "تعذّر إتمام التسجيل. يُرجى المحاولة مرة أخرى.",
  confirmationTitle: "شكرًا لك!",
  sentTo: (d) => "أرسلنا رسالة تأكيد إلى " + d.email + ". يُرجى النقر على الرابط الوارد فيها للتحقق من حسابك.",
  sent: "أرسلنا رسالة تأكيد. يُرجى النقر على الرابط الوارد فيها للتحقق من حسابك.",
  countdown: (d) => plural(d.seconds, 0, ar, { zero: "جارٍ المتابعة الآن...", one: "المتابعة خلال ثانية واحدة...", two: "المتابعة خلال ثانيتين...", few: "المتابعة خلال " + number("ar", d.seconds, 0) + " ثوانٍ...", many: "المتابعة خلال " + number("ar", d.seconds, 0) + " ثانية...", other: "المتابعة خلال " + number("ar", d.seconds, 0) + " ثانية..." }),
  resendLabel: "إعادة إرسال رسالة التحقق",
  troubleLabel: "هل تواجه مشكلة؟ انقر هنا",
  verifiedTitle: "تم التحقق من البريد الإلكتروني",
  verifiedMessage: "حسابك جاهز.",
  continueLabel: "متابعة",
  expiredTitle: "انتهت صلاحية الدعوة",
  expiredMessage: "للانضمام إلى هذا البرنامج، عليك أن تطلب رابطًا جديدًا من الشخص الذي دعاك في الأصل.",
  loginPrompt: "لديك حساب بالفعل؟",
  loginLabel: "سجّل الدخول"
}
