import { useEffect, useEffectEvent } from 'react';
import {
  courseOptions,
  type Inquiry,
  inquiryMaxLengths,
  noCourseChosen,
  validateInquiry,
} from '../../domain/submissions.ts';
import { inquirySuccessTitle } from '../../domain/submissions-messages.ts';
import { MantineScope } from '../../ui/mantine-scope.tsx';
import { submitInquiry } from '../submissions/submissions.ts';
import { SelectField } from './fields/select-field.tsx';
import { TextField } from './fields/text-field.tsx';
import { TextareaField } from './fields/textarea-field.tsx';
import {
  CorrectionNotice,
  ErrorNotice,
  QueuedCard,
  SubmitButton,
  SuccessCard,
  SuccessText,
} from './form-notices.tsx';
import classes from './forms.module.css';
import { useSubmissionForm } from './use-submission-form.ts';

export interface ContactFormProps {
  /** When this changes to a new text, the form's subject is set to it and the subject focused. */
  presetSubject?: string;
}

const emptyInquiry: Inquiry = {
  fullName: '',
  emailAddress: '',
  phoneNumber: '',
  interestedCourse: '',
  subject: '',
  message: '',
};

const fieldOrder = [
  'fullName',
  'emailAddress',
  'phoneNumber',
  'interestedCourse',
  'subject',
  'message',
] as const satisfies readonly (keyof Inquiry)[];

const courseChoices = courseOptions.map((course) => ({ value: course, label: course }));
const max = inquiryMaxLengths;
const labelProps = { className: classes.label };

function ContactFormFields({ presetSubject }: ContactFormProps) {
  const { bind, onSubmit, submitting, notice, presetField, startAnother, correction } =
    useSubmissionForm({
      initialValues: emptyInquiry,
      fieldOrder,
      validate: validateInquiry,
      draft: 'inquiry',
      submit: submitInquiry,
    });

  const applyPreset = useEffectEvent((subject: string) => presetField('subject', subject));
  useEffect(() => {
    if (presetSubject) applyPreset(presetSubject);
  }, [presetSubject]);

  if (notice.kind === 'success') {
    return (
      <SuccessCard title={inquirySuccessTitle}>
        <SuccessText>{notice.message}</SuccessText>
      </SuccessCard>
    );
  }

  if (notice.kind === 'queued') {
    return (
      <QueuedCard what="message" onAnother={startAnother} anotherLabel="Write another message" />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className={classes.form} aria-label="Get in Touch">
      {correction && (
        <CorrectionNotice
          what="message"
          reason={notice.kind === 'error' ? undefined : correction.reason}
        />
      )}
      <div className={classes.row}>
        <TextField
          {...bind('fullName')}
          label="Full Name"
          placeholder="Your full name"
          autoComplete="name"
          maxLength={max.fullName}
          labelProps={labelProps}
          required
        />
        <TextField
          {...bind('emailAddress')}
          label="Email Address"
          placeholder="you@example.com"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={max.emailAddress}
          labelProps={labelProps}
          required
        />
      </div>
      <div className={classes.row}>
        <TextField
          {...bind('phoneNumber')}
          label="Phone Number"
          placeholder="+91 98765 43210"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={max.phoneNumber}
          labelProps={labelProps}
        />
        <SelectField
          {...bind('interestedCourse')}
          label="Interested Course"
          placeholder={noCourseChosen}
          options={courseChoices}
          labelProps={labelProps}
        />
      </div>
      <TextField
        {...bind('subject')}
        label="Subject"
        placeholder="What would you like to ask about?"
        maxLength={max.subject}
        labelProps={labelProps}
        required
      />
      <TextareaField
        {...bind('message')}
        label="Message"
        placeholder="Tell us how we can help"
        maxLength={max.message}
        labelProps={labelProps}
        required
      />
      {notice.kind === 'error' && <ErrorNotice message={notice.message} />}
      <SubmitButton submitting={submitting} label="Send Message" submittingLabel="Sending..." />
    </form>
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
