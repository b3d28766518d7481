/**
 * The two forms' payloads (product §3.9-§3.11, §7.3), their rules and messages (product §5,
 * §8.2). The browser forms and the API server import this same module, so a rule or a message
 * changes in one place.
 * Pure TypeScript: no DOM, no Node.
 */

/** The contact form's payload. Optional fields are '' when not given. */
export interface Inquiry {
  fullName: string;
  emailAddress: string;
  phoneNumber: string;
  /** '' when none chosen; otherwise one of `courseOptions`. */
  interestedCourse: string;
  subject: string;
  message: string;
}

/** The application form's payload. Optional fields are '' when not given. */
export interface Application {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  courseOfInterest: string;
  levelOfEducation: string;
  message: string;
}

export type InquiryErrors = Partial<Record<keyof Inquiry, string>>;
export type ApplicationErrors = Partial<Record<keyof Application, string>>;

export const courseOptions = [
  'Artificial Intelligence & Machine Learning',
  'Robotics',
  'Data Science',
  'Full Stack Development',
  'Python Programming',
  'Object-Oriented Programming (C++/Java)',
  'Soft Skills Training',
  'Other',
] as const;

export const educationLevels = [
  'High School',
  'Associate Degree',
  "Bachelor's Degree",
  "Master's Degree",
  'PhD',
  'Other',
] as const;

/** The contact form's course select starts on this entry, which means "none chosen". */
export const noCourseChosen = 'Select a course';

export const formErrorBanner = 'Please correct the errors in the form';
export const inquirySuccessMessage = 'Inquiry submitted successfully!';
export const applicationSuccessMessage =
  'Your application has been submitted successfully! We will review it shortly.';
/** The code the original backend (MongoDB) sent for a duplicate key; the form keys on it. */
export const duplicateApplicationCode = 11000;
export const duplicateApplicationMessage =
  'An application with this email address already exists. Please use a different email or check the status of your existing application.';

/** Longest accepted value per field, in UTF-16 code units (what an input's maxLength counts). */
export const inquiryMaxLengths = {
  fullName: 100,
  emailAddress: 254,
  phoneNumber: 30,
  subject: 200,
  message: 5000,
} as const satisfies Partial<Record<keyof Inquiry, number>>;

export const applicationMaxLengths = {
  fullName: 100,
  email: 254,
  phone: 30,
  address: 500,
  message: 5000,
} as const satisfies Partial<Record<keyof Application, number>>;

/** What the forms accept as an email address. */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

function isOneOf(list: readonly string[], value: string): boolean {
  return list.includes(value);
}

/**
 * Errors by field; an empty object means the values may be sent. Values are normalised first,
 * so whitespace-only counts as empty and the course placeholder as no choice.
 */
export function validateInquiry(values: Readonly<Partial<Inquiry>>): InquiryErrors {
  const errors: InquiryErrors = {};
  const max = inquiryMaxLengths;
  const v = normaliseInquiry(values);

  if (v.fullName === '') errors.fullName = 'Full Name is required';
  else if (v.fullName.length > max.fullName) errors.fullName = tooLong('Full Name', max.fullName);

  if (v.emailAddress === '') errors.emailAddress = 'Email is required';
  else if (v.emailAddress.length > max.emailAddress)
    errors.emailAddress = tooLong('Email', max.emailAddress);
  else if (!emailPattern.test(v.emailAddress)) errors.emailAddress = 'Invalid email format';

  if (v.phoneNumber.length > max.phoneNumber)
    errors.phoneNumber = tooLong('Phone Number', max.phoneNumber);

  if (v.interestedCourse !== '' && !isOneOf(courseOptions, v.interestedCourse))
    errors.interestedCourse = 'Please choose a course from the list';

  if (v.subject === '') errors.subject = 'Subject is required';
  else if (v.subject.length > max.subject) errors.subject = tooLong('Subject', max.subject);

  if (v.message === '') errors.message = 'Message is required';
  else if (v.message.length > max.message) errors.message = tooLong('Message', max.message);

  return errors;
}

/** Errors by field, as `validateInquiry`. */
export function validateApplication(values: Readonly<Partial<Application>>): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const max = applicationMaxLengths;
  const v = normaliseApplication(values);

  if (v.fullName === '') errors.fullName = 'Full name is required';
  else if (v.fullName.length > max.fullName) errors.fullName = tooLong('Full name', max.fullName);

  if (v.email === '') errors.email = 'Email is required';
  else if (v.email.length > max.email) errors.email = tooLong('Email', max.email);
  else if (!emailPattern.test(v.email)) errors.email = 'Email is invalid';

  if (v.phone.length > max.phone) errors.phone = tooLong('Phone', max.phone);
  if (v.address.length > max.address) errors.address = tooLong('Address', max.address);

  // An unknown option is treated like no choice: the select cannot produce one.
  if (!isOneOf(courseOptions, v.courseOfInterest))
    errors.courseOfInterest = 'Please select a course';
  if (!isOneOf(educationLevels, v.levelOfEducation))
    errors.levelOfEducation = 'Level of Education is required';

  if (v.message.length > max.message) errors.message = tooLong('Message', max.message);

  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/**
 * The payload as stored and sent: every field present, strings trimmed, NUL characters dropped
 * (PostgreSQL text cannot hold them), anything that is not a string treated as missing, and
 * unknown fields left out. The course placeholder becomes ''.
 */
export function normaliseInquiry(raw: unknown): Inquiry {
  const field = textFieldReader(raw);
  const course = field('interestedCourse');
  return {
    fullName: field('fullName'),
    emailAddress: field('emailAddress'),
    phoneNumber: field('phoneNumber'),
    interestedCourse: course === noCourseChosen ? '' : course,
    subject: field('subject'),
    message: field('message'),
  };
}

export function normaliseApplication(raw: unknown): Application {
  const field = textFieldReader(raw);
  return {
    fullName: field('fullName'),
    email: field('email'),
    phone: field('phone'),
    address: field('address'),
    courseOfInterest: field('courseOfInterest'),
    levelOfEducation: field('levelOfEducation'),
    message: field('message'),
  };
}

/**
 * Reads a payload's text fields as every submission rule expects them: trimmed, without NUL
 * characters, '' when missing or not a string, and never from an inherited property.
 */
export function textFieldReader(raw: unknown): (name: string) => string {
  const record = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? raw : {};
  return (name) => {
    const value: unknown = Object.hasOwn(record, name)
      ? (record as Record<string, unknown>)[name]
      : undefined;
    return typeof value === 'string' ? value.replaceAll('\u0000', '').trim() : '';
  };
}
