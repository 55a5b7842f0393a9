// Compiled by locales/compile.ts from catalogues/ar.json: do not edit.

export const id = "teacher-profile";
export default {
  rating: (d) => "التقييم " + d.rating + " من " + d.max,
  students: "الطلاب",
  courses: "الدورات",
  totalHours: "إجمالي الساعات",
  yearsExperience: "سنوات الخبرة",
  about: "نبذة عن المدرّس",
  expertise: "مجالات الخبرة",
  coursesTitle: "الدورات",
  noCourses: "لا توجد دورات بعد",
  loading: "جارٍ تحميل بيانات المدرّس...",
  notFound: "المدرّس غير موجود",
  back: "العودة إلى لوحة التحكم",
  error: "تعذّر تحميل بيانات المدرّس.",
  retry: "أعد المحاولة"
}
