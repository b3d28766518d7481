/** A course's plan: the button that downloads it, and the printable document it opens. */
export { CoursePlanDocument } from './course-plan-document.tsx';
export { type CoursePlanArrival, DownloadCoursePlan } from './download-course-plan.tsx';
