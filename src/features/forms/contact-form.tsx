import { useEffect, useEffectEvent } from 'react';
import { noticeTexts } from '../../domain/notice-texts.ts';
import {
  courseOptions,
  type Inquiry,
  inquiryMaxLengths,
  noCourseChosen,
  normaliseInquiry,
  validateInquiry,
} from '../../domain/submissions.ts';
import { inquirySuccessTitle } from '../../domain/submissions-messages.ts';
import type { FieldRow } from '../../ui/fields/form-fields.tsx';
import { MantineScope } from '../../ui/mantine-scope.tsx';
import { submitInquiry } from '../outbox/index.ts';
import {
  type ConsentValues,
  consentErrorFields,
  consentErrors,
  inquiryAgreement,
  noConsent,
} from './agreement-values.ts';
import { consentField, emailField, fullNameField, phoneField } from './person-fields.ts';
import { PrivacyNotice } from './privacy-notice.tsx';
import { SubmissionForm } from './submission-form.tsx';
import { useSubmissionForm } from './use-submission-form.ts';

export interface ContactFormProps {
  /** When this changes to a new text, the form's subject is set to it and the subject focused. */
  presetSubject?: string;
}

type InquiryValues = Inquiry & ConsentValues;

/** Every field present and empty. */
const emptyInquiry: InquiryValues = { ...normaliseInquiry(undefined), ...noConsent };

const fields: readonly FieldRow<keyof InquiryValues>[] = [
  [
    { ...fullNameField, name: 'fullName' },
    { ...emailField, name: 'emailAddress' },
  ],
  [
    { ...phoneField, name: 'phoneNumber' },
    {
      as: 'select',
      name: 'interestedCourse',
      label: 'Interested Course',
      placeholder: noCourseChosen,
      options: courseOptions,
    },
  ],
  {
    name: 'subject',
    label: 'Subject',
    placeholder: 'What would you like to ask about?',
    required: true,
  },
  {
    as: 'textarea',
    name: 'message',
    label: 'Message',
    placeholder: 'Tell us how we can help',
    required: true,
  },
];

const agreementFields: readonly FieldRow<keyof InquiryValues>[] = [
  consentField('consent', noticeTexts.inquiry.agreeTo),
];

function ContactFormFields({ presetSubject }: ContactFormProps) {
  const { presetField, ...state } = useSubmissionForm({
    initialValues: emptyInquiry,
    fields: [...fields, ...agreementFields],
    validate: (values) => ({ ...validateInquiry(values), ...consentErrors(values) }),
    draft: 'inquiry',
    submit: (values, options) =>
      submitInquiry(values, { ...options, agreement: inquiryAgreement(values) }),
    errorFields: consentErrorFields,
  });

  const applyPreset = useEffectEvent((subject: string) => presetField('subject', subject));
  useEffect(() => {
    if (presetSubject) applyPreset(presetSubject);
  }, [presetSubject]);

  return (
    <SubmissionForm
      {...state}
      fields={fields}
      privacyNotice={<PrivacyNotice {...noticeTexts.inquiry} />}
      agreementFields={agreementFields}
      maxLengths={inquiryMaxLengths}
      label="Get in Touch"
      what="message"
      submitLabel="Send Message"
      submittingLabel="Sending..."
      successTitle={inquirySuccessTitle}
      anotherLabel="Write another message"
    />
  );
}

/**
 * The contact page's "Get in Touch" form (product §3.9, §4.5, §5, §8.2). A deferred widget:
 * Mantine's context comes with it.
 */
export function ContactForm(props: ContactFormProps) {
  return (
    <MantineScope>
      <ContactFormFields {...props} />
    </MantineScope>
  );
}
