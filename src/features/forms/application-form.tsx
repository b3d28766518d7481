import { guardianMaxLengths, guardianRelationships } from '../../domain/guardian.ts';
import { noticeTexts } from '../../domain/notice-texts.ts';
import {
  type Application,
  applicationMaxLengths,
  courseOptions,
  educationLevels,
  normaliseApplication,
  validateApplication,
} from '../../domain/submissions.ts';
import {
  applicationReviewText,
  applicationSuccessTitle,
} from '../../domain/submissions-messages.ts';
import type { FieldRow } from '../../ui/fields/form-fields.tsx';
import { MantineScope } from '../../ui/mantine-scope.tsx';
import { submitApplication } from '../outbox/index.ts';
import {
  applicationAgreement,
  type ConsentValues,
  consentErrorFields,
  consentErrors,
  type MinorValues,
  minorErrorFields,
  minorErrors,
  noConsent,
  noMinorAnswer,
  under18Answers,
} from './agreement-values.ts';
import { consentField, emailField, fullNameField, phoneField } from './person-fields.ts';
import { PrivacyNotice } from './privacy-notice.tsx';
import { SubmissionForm } from './submission-form.tsx';
import { useSubmissionForm } from './use-submission-form.ts';

type ApplicationValues = Application & MinorValues & ConsentValues;

/** Every field present and empty. */
const emptyApplication: ApplicationValues = {
  ...normaliseApplication(undefined),
  ...noMinorAnswer,
  ...noConsent,
};

const maxLengths = {
  ...applicationMaxLengths,
  guardianName: guardianMaxLengths.name,
  guardianPhone: guardianMaxLengths.phone,
  guardianEmail: guardianMaxLengths.email,
};

const fields: readonly FieldRow<keyof ApplicationValues>[] = [
  [
    { ...fullNameField, name: 'fullName' },
    { ...emailField, name: 'email' },
  ],
  { ...phoneField, name: 'phone' },
  {
    as: 'textarea',
    name: 'address',
    label: 'Address',
    placeholder: 'Door number, street, area, city',
    autoComplete: 'street-address',
    rows: 3,
  },
  [
    {
      as: 'select',
      name: 'courseOfInterest',
      label: 'Course of Interest',
      placeholder: 'Select a course',
      options: courseOptions,
      required: true,
    },
    {
      as: 'select',
      name: 'levelOfEducation',
      label: 'Level of Education',
      placeholder: 'Select your level',
      options: educationLevels,
      required: true,
    },
  ],
  {
    as: 'textarea',
    name: 'message',
    label: 'Message',
    placeholder: 'Anything you would like us to know (optional)',
  },
];

/** Under the notice: a minor's guardian agrees for them (DPDP Act, section 9). */
const agreementFields: readonly FieldRow<keyof ApplicationValues>[] = [
  {
    as: 'choice',
    name: 'minor',
    label: 'Is the applicant under 18?',
    options: [under18Answers.yes, under18Answers.no],
    reveals: under18Answers.yes,
    required: true,
  },
  {
    legend: 'Parent or guardian',
    when: { field: 'minor', is: under18Answers.yes },
    rows: [
      [
        {
          name: 'guardianName',
          label: "Parent or guardian's name",
          autoComplete: 'off',
          required: true,
        },
        {
          as: 'select',
          name: 'guardianRelationship',
          label: 'Relationship',
          placeholder: 'Select one',
          options: guardianRelationships,
          required: true,
        },
      ],
      [
        {
          ...phoneField,
          name: 'guardianPhone',
          label: "Parent or guardian's phone",
          autoComplete: 'off',
          description: 'A phone number or an email address: at least one.',
        },
        {
          ...emailField,
          name: 'guardianEmail',
          label: "Parent or guardian's email",
          required: false,
          autoComplete: 'off',
        },
      ],
      {
        as: 'tick',
        name: 'guardianConsent',
        label:
          "I am the applicant's parent or guardian, I have read the notice above and I agree to RAAM Academy using the applicant's details and mine to process this application.",
        required: true,
      },
    ],
  },
  consentField('consent', noticeTexts.application.agreeTo),
];

function ApplicationFormFields() {
  const state = useSubmissionForm({
    initialValues: emptyApplication,
    fields: [...fields, ...agreementFields],
    validate: (values) => ({
      ...validateApplication(values),
      ...minorErrors(values),
      ...consentErrors(values),
    }),
    draft: 'application',
    submit: (values, options) =>
      submitApplication(values, { ...options, agreement: applicationAgreement(values) }),
    errorFields: { ...minorErrorFields, ...consentErrorFields },
  });

  return (
    <SubmissionForm
      {...state}
      fields={fields}
      privacyNotice={<PrivacyNotice {...noticeTexts.application} />}
      agreementFields={agreementFields}
      maxLengths={maxLengths}
      label="Application form"
      what="application"
      submitLabel="Submit Application"
      submittingLabel="Submitting..."
      successTitle={applicationSuccessTitle}
      successNote={applicationReviewText}
      anotherLabel="Fill in another application"
    />
  );
}

/**
 * The apply page's form (product §3.10, §4.5, §5, §8.2); the page puts its heading above it. A
 * deferred widget: Mantine's context comes with it.
 */
export function ApplicationForm() {
  return (
    <MantineScope>
      <ApplicationFormFields />
    </MantineScope>
  );
}
