/**
 * What each form's privacy notice says it collects and why, and what its box asks the person to
 * agree to: the words a person consents to under `consentNoticeVersion` (consent.ts).
 * Changing any of them is a new notice: src/features/forms/privacy-notice.test.tsx fails until the version changes.
 */
export const noticeTexts = {
  inquiry: {
    collected:
      'your full name, email address, phone number, the course you are interested in, your subject and message',
    purpose: 'answer your message',
    about: 'you',
    /** Which of the server's periods it is kept for: the notice states the one the server serves. */
    kept: 'inquiryDays',
    /** The box's own words: "… using these details to answer my message." */
    agreeTo: 'answer my message',
  },
  application: {
    collected:
      "the applicant's full name, email address, phone number, address, chosen course, level of education and message, whether the applicant is under 18, and if so their parent or guardian's name, relationship to the applicant, phone and email",
    purpose: 'process the application',
    about: 'applicant',
    kept: 'applicationDays',
    agreeTo: 'process my application',
  },
} as const;
