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
import { MantineScope } from '../../ui/mantine-scope.tsx';
import { submitApplication } from '../submissions/submissions.ts';
import type { FieldRow } from './fields/form-fields.tsx';
import { emailField, fullNameField, phoneField } from './fields/person-fields.ts';
import { SubmissionForm } from './submission-form.tsx';
import { useSubmissionForm } from './use-submission-form.ts';

/** Every field present and empty. */
const emptyApplication = normaliseApplication(undefined);

const fields: readonly FieldRow<keyof Application>[] = [
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

function ApplicationFormFields() {
  const state = useSubmissionForm({
    initialValues: emptyApplication,
    fields,
    validate: validateApplication,
    draft: 'application',
    submit: submitApplication,
  });

  return (
    <SubmissionForm
      {...state}
      fields={fields}
      maxLengths={applicationMaxLengths}
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
