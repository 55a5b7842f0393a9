// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.
import { number, plural, select } from "@messageformat/runtime";
import { ar } from "@messageformat/runtime/lib/cardinals";
export const id = "email";
export default {
  verifySubject: "أكّد عنوان بريدك الإلكتروني",
  verifyText: (d) => "مرحبًا " + d.firstName + "،\n\nيُرجى تأكيد عنوان بريدك الإلكتروني بفتح هذا الرابط:\n" + d.link + "\n\nالرابط صالح لمدة " + plural(d.validHours, 0, ar, { zero: number("ar", d.validHours, 0) + " ساعة", one: "ساعة واحدة", two: "ساعتين", few: number("ar", d.validHours, 0) + " ساعات", many: number("ar", d.validHours, 0) + " ساعة", other: number("ar", d.validHours, 0) + " ساعة" }) + ". إذا لم تُنشئ حسابًا، يمكنك تجاهل هذه الرسالة.",
  accountExistsSubject: "لديك حساب بالفعل",
  accountExistsText: (d) => "حاول شخص ما إنشاء حساب بعنوان البريد الإلكتروني هذا، وله حساب بالفعل.\n\nتسجيل الدخول: " + d.loginLink + "\nهل نسيت كلمة المرور؟ " + d.resetLink + "\n\nإذا لم تكن أنت، يمكنك تجاهل هذه الرسالة.",
  resetSubject: "إعادة تعيين كلمة المرور",
  resetText: (d) => "تلقّينا طلبًا لإعادة تعيين كلمة المرور. افتح هذا الرابط لاختيار كلمة مرور جديدة:\n" + d.link + "\n\nالرابط صالح لمدة " + plural(d.validMinutes, 0, ar, { zero: number("ar", d.validMinutes, 0) + " دقيقة", one: "دقيقة واحدة", two: "دقيقتين", few: number("ar", d.validMinutes, 0) + " دقائق", many: number("ar", d.validMinutes, 0) + " دقيقة", other: number("ar", d.validMinutes, 0) + " دقيقة" }) + " ويعمل مرة واحدة. إذا لم تطلب ذلك، يمكنك تجاهل هذه الرسالة.",
  invitationSubject: (d) => "أنت مدعو للانضمام إلى " + d.place,
  invitationSubjectPlatform: "أنت مدعو للانضمام إلى منصة التعلّم",
  invitationText: (d) => "دعاك " + d.inviterName + " للانضمام إلى " + d.place + " بصفة " + select(d.role, { student: "طالب", teacher: "معلم", admin: "مسؤول", superuser: "مستخدم خارق", university_admin: "مسؤول الجامعة", other: d.role }) + ".\n\nاقبل الدعوة:\n" + d.link + "\n\nالرابط صالح لمدة " + plural(d.validDays, 0, ar, { zero: number("ar", d.validDays, 0) + " يوم", one: "يوم واحد", two: "يومين", few: number("ar", d.validDays, 0) + " أيام", many: number("ar", d.validDays, 0) + " يومًا", other: number("ar", d.validDays, 0) + " يوم" }) + " ويعمل مرة واحدة.",
  invitationTextPlatform: (d) => "دعاك " + d.inviterName + " للانضمام إلى منصة التعلّم بصفة " + select(d.role, { student: "طالب", teacher: "معلم", admin: "مسؤول", superuser: "مستخدم خارق", university_admin: "مسؤول الجامعة", other: d.role }) + ".\n\nاقبل الدعوة:\n" + d.link + "\n\nالرابط صالح لمدة " + plural(d.validDays, 0, ar, { zero: number("ar", d.validDays, 0) + " يوم", one: "يوم واحد", two: "يومين", few: number("ar", d.validDays, 0) + " أيام", many: number("ar", d.validDays, 0) + " يومًا", other: number("ar", d.validDays, 0) + " يوم" }) + " ويعمل مرة واحدة.",
  announcementSubject: (d) => d.courseTitle + ": " + d.subject,
  announcementText: (d) => d.message + "\n\n— " + d.senderName + "، " + d.courseTitle + "\n\nتصلك إعلانات الدورات لأنها مفعّلة في إعداداتك: " + d.settingsLink
}
