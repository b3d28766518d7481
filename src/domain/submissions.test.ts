import { describe, expect, test } from 'vitest';
import {
  type Application,
  courseOptions,
  educationLevels,
  formErrorBanner,
  type Inquiry,
  normaliseApplication,
  normaliseInquiry,
  validateApplication,
  validateInquiry,
} from './submissions.ts';

const inquiry: Inquiry = {
  fullName: 'Priya Raman',
  emailAddress: 'priya@example.in',
  phoneNumber: '',
  interestedCourse: 'Select a course',
  subject: 'Weekend batches',
  message: 'Do you run weekend batches?',
};

const application: Application = {
  fullName: 'Arun Kumar',
  email: 'arun@example.in',
  phone: '+91 98400 00000',
  address: '',
  courseOfInterest: 'Robotics',
  levelOfEducation: "Bachelor's Degree",
  message: '',
};

describe('option lists', () => {
  test('hold the spec strings in order', () => {
    expect(courseOptions).toEqual([
      'Artificial Intelligence & Machine Learning',
      'Robotics',
      'Data Science',
      'Full Stack Development',
      'Python Programming',
      'Object-Oriented Programming (C++/Java)',
      'Soft Skills Training',
      'Other',
    ]);
    expect(educationLevels).toEqual([
      'High School',
      'Associate Degree',
      "Bachelor's Degree",
      "Master's Degree",
      'PhD',
      'Other',
    ]);
    expect(formErrorBanner).toBe('Please correct the errors in the form');
  });
});

describe('validateInquiry', () => {
  test('accepts a complete inquiry with optional fields left out', () => {
    expect(validateInquiry(inquiry)).toEqual({});
  });

  test('reports every required field with the contact form messages', () => {
    const blank = { ...inquiry, fullName: '', emailAddress: '', subject: '', message: '' };
    expect(validateInquiry(blank)).toEqual({
      fullName: 'Full Name is required',
      emailAddress: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  test('counts whitespace-only as empty', () => {
    const spaces = { ...inquiry, fullName: '   ', subject: '\t\n', message: ' ' };
    expect(validateInquiry(spaces)).toEqual({
      fullName: 'Full Name is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  test('rejects an email that does not look like one', () => {
    for (const bad of ['priya', 'priya@', 'priya@example', 'pri ya@example.in']) {
      expect(validateInquiry({ ...inquiry, emailAddress: bad })).toEqual({
        emailAddress: 'Invalid email format',
      });
    }
  });

  test('refuses over-long fields with a field message', () => {
    expect(validateInquiry({ ...inquiry, message: 'x'.repeat(5001) })).toEqual({
      message: 'Message must be at most 5000 characters',
    });
    expect(validateInquiry({ ...inquiry, message: 'x'.repeat(5000) })).toEqual({});
    expect(validateInquiry({ ...inquiry, fullName: 'x'.repeat(101) })).toEqual({
      fullName: 'Full Name must be at most 100 characters',
    });
    expect(validateInquiry({ ...inquiry, phoneNumber: '1'.repeat(31) })).toEqual({
      phoneNumber: 'Phone Number must be at most 30 characters',
    });
  });

  test('accepts a listed course and refuses an unlisted one', () => {
    expect(validateInquiry({ ...inquiry, interestedCourse: 'Robotics' })).toEqual({});
    expect(validateInquiry({ ...inquiry, interestedCourse: 'Basket weaving' })).toEqual({
      interestedCourse: 'Please choose a course from the list',
    });
  });
});

describe('validateApplication', () => {
  test('accepts a complete application', () => {
    expect(validateApplication(application)).toEqual({});
  });

  test('reports every required field with the apply form messages', () => {
    const blank = {
      ...application,
      fullName: ' ',
      email: '',
      courseOfInterest: '',
      levelOfEducation: '',
    };
    expect(validateApplication(blank)).toEqual({
      fullName: 'Full name is required',
      email: 'Email is required',
      courseOfInterest: 'Please select a course',
      levelOfEducation: 'Level of Education is required',
    });
  });

  test('uses the apply form wording for a bad email', () => {
    expect(validateApplication({ ...application, email: 'arun@' })).toEqual({
      email: 'Email is invalid',
    });
  });

  test('treats an unknown option like no choice', () => {
    expect(
      validateApplication({ ...application, courseOfInterest: 'Cooking', levelOfEducation: 'x' }),
    ).toEqual({
      courseOfInterest: 'Please select a course',
      levelOfEducation: 'Level of Education is required',
    });
  });

  test('refuses an over-long address', () => {
    expect(validateApplication({ ...application, address: 'a'.repeat(501) })).toEqual({
      address: 'Address must be at most 500 characters',
    });
  });
});

describe('normalise', () => {
  test('trims, fills missing fields and drops unknown ones', () => {
    expect(normaliseInquiry({ fullName: '  Priya ', admin: true, emailAddress: 7 })).toEqual({
      fullName: 'Priya',
      emailAddress: '',
      phoneNumber: '',
      interestedCourse: '',
      subject: '',
      message: '',
    });
  });

  test('turns the course placeholder into no choice', () => {
    expect(normaliseInquiry(inquiry).interestedCourse).toBe('');
  });

  test('copes with anything that is not an object', () => {
    for (const raw of [null, undefined, 'text', 42, ['a']]) {
      expect(normaliseApplication(raw)).toEqual({
        fullName: '',
        email: '',
        phone: '',
        address: '',
        courseOfInterest: '',
        levelOfEducation: '',
        message: '',
      });
    }
  });

  test('ignores inherited properties and strips NUL characters', () => {
    const raw = Object.assign(Object.create({ email: 'inherited@example.in' }), {
      fullName: 'A\u0000run',
    });
    const result = normaliseApplication(raw);
    expect(result.email).toBe('');
    expect(result.fullName).toBe('Arun');
  });
});
