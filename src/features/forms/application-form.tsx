import {
  type Application,
  applicationMaxLengths,
  courseOptions,
  educationLevels,
  validateApplication,
} from '../../domain/submissions.ts';
import {
  applicationReviewText,
  applicationSuccessTitle,
} from '../../domain/submissions-messages.ts';
import { MantineScope } from '../../ui/mantine-scope.tsx';
import { submitApplication } from '../submissions/submissions.ts';
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

const emptyApplication: Application = {
  fullName: '',
  email: '',
  phone: '',
  address: '',
  courseOfInterest: '',
  levelOfEducation: '',
  message: '',
};

const fieldOrder = [
  'fullName',
  'email',
  'phone',
  'address',
  'courseOfInterest',
  'levelOfEducation',
  'message',
] as const satisfies readonly (keyof Application)[];

const courseChoices = courseOptions.map((course) => ({ value: course, label: course }));
const levelChoices = educationLevels.map((level) => ({ value: level, label: level }));
const max = applicationMaxLengths;
const labelProps = { className: classes.label };

function ApplicationFormFields() {
  const { bind, onSubmit, submitting, notice, startAnother, correction } = useSubmissionForm({
    initialValues: emptyApplication,
    fieldOrder,
    validate: validateApplication,
    draft: 'application',
    submit: submitApplication,
  });

  if (notice.kind === 'success') {
    return (
      <SuccessCard title={applicationSuccessTitle}>
        <SuccessText>{notice.message}</SuccessText>
        <SuccessText>{applicationReviewText}</SuccessText>
      </SuccessCard>
    );
  }

  if (notice.kind === 'queued') {
    return (
      <QueuedCard
        what="application"
        onAnother={startAnother}
        anotherLabel="Fill in another application"
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className={classes.form} aria-label="Application form">
      {correction && (
        <CorrectionNotice
          what="application"
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
          {...bind('email')}
          label="Email Address"
          placeholder="you@example.com"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={max.email}
          labelProps={labelProps}
          required
        />
      </div>
      <TextField
        {...bind('phone')}
        label="Phone Number"
        placeholder="+91 98765 43210"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={max.phone}
        labelProps={labelProps}
      />
      <TextareaField
        {...bind('address')}
        label="Address"
        placeholder="Door number, street, area, city"
        autoComplete="street-address"
        rows={3}
        maxLength={max.address}
        labelProps={labelProps}
      />
      <div className={classes.row}>
        <SelectField
          {...bind('courseOfInterest')}
          label="Course of Interest"
          placeholder="Select a course"
          options={courseChoices}
          labelProps={labelProps}
          required
        />
        <SelectField
          {...bind('levelOfEducation')}
          label="Level of Education"
          placeholder="Select your level"
          options={levelChoices}
          labelProps={labelProps}
          required
        />
      </div>
      <TextareaField
        {...bind('message')}
        label="Message"
        placeholder="Anything you would like us to know (optional)"
        maxLength={max.message}
        labelProps={labelProps}
      />
      {notice.kind === 'error' && <ErrorNotice message={notice.message} />}
      <SubmitButton
        submitting={submitting}
        label="Submit Application"
        submittingLabel="Submitting..."
      />
    </form>
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
