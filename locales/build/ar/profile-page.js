// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "profile-page";
export default {
  title: "ملفك الشخصي",
  description: "كيف يراك معلّموك وزملاؤك في الصف.",
  emailLabel: "البريد الإلكتروني",
  roleLabel: "الدور",
  universityLabel: "الجامعة",
  formTitle: "تعديل ملفك الشخصي",
  formDescription: "تتولى جامعتك إدارة بريدك الإلكتروني ودورك والجامعة التي تنتمي إليها.",
  firstNameLabel: "الاسم الأول",
  lastNameLabel: "اسم العائلة",
  departmentLabel: "القسم",
  submitLabel: "حفظ التغييرات",
  submittingLabel: "جارٍ الحفظ...",
  failureMessage: "تعذّر حفظ ملفك الشخصي. يُرجى المحاولة مرة أخرى.",
  uploadLabel: "رفع صورة",
  removeLabel: "إزالة الصورة",
  fileLabel: "الصورة",
  avatarHint: "PNG أو JPEG أو WebP، بحد أقصى 2 ميغابايت.",
  errorMessage: "تعذّر تحميل ملفك الشخصي.",
  retryLabel: "حاول مرة أخرى",
  loading: "جارٍ تحميل ملفك الشخصي"
}
