import { dataRequestSuccessTitle } from '../../domain/data-request-messages.ts';
import {
  type DataRequest,
  dataRequestLabels,
  dataRequestMaxLengths,
  dataRequestTypes,
  messageNeededFor,
  normaliseDataRequest,
  validateDataRequest,
} from '../../domain/data-requests.ts';
import type { FieldRow, TextareaFieldSpec } from '../../ui/fields/form-fields.tsx';
import { MantineScope } from '../../ui/mantine-scope.tsx';
import { submitDataRequest } from '../outbox/index.ts';
import { emailField, phoneField } from './person-fields.ts';
import { SubmissionForm } from './submission-form.tsx';
import { useSubmissionForm } from './use-submission-form.ts';

/** Every field present and empty. */
const emptyRequest = normaliseDataRequest(undefined);

const whoAsks: FieldRow<keyof DataRequest>[] = [
  [
    {
      ...emailField,
      name: 'email',
      description: 'The address you gave us: we reply to it.',
    },
    { ...phoneField, name: 'phone', description: 'If you gave us one: it helps us find you.' },
  ],
  {
    as: 'choice',
    name: 'request',
    label: 'What are you asking for?',
    required: true,
    options: dataRequestTypes.map((value) => ({ value, label: dataRequestLabels[value] })),
  },
];

const message: TextareaFieldSpec<'message'> = {
  as: 'textarea',
  name: 'message',
  label: 'Message',
  description:
    'Needed to correct your data (what is wrong, what it should say), to nominate someone (their name, how to reach them) or to complain (what went wrong).',
  placeholder: 'Anything we should know',
};

const fields: readonly FieldRow<keyof DataRequest>[] = [...whoAsks, message];
/** The same with the message required: for a request staff cannot act on without it. */
const fieldsWithMessage: readonly FieldRow<keyof DataRequest>[] = [
  ...whoAsks,
  { ...message, required: true },
];

function DataRequestFields() {
  const { presetField: _, ...state } = useSubmissionForm({
    initialValues: emptyRequest,
    fields,
    validate: validateDataRequest,
    draft: 'data-request',
    submit: submitDataRequest,
  });
  return (
    <SubmissionForm
      {...state}
      fields={messageNeededFor(state.bind('request').value) ? fieldsWithMessage : fields}
      maxLengths={dataRequestMaxLengths}
      label="Ask about your data"
      what="request"
      submitLabel="Send Request"
      submittingLabel="Sending..."
      successTitle={dataRequestSuccessTitle}
      anotherLabel="Make another request"
    />
  );
}

/** The "Your data" page's request form. A deferred widget: Mantine's context comes with it. */
export function DataRequestForm() {
  return (
    <MantineScope>
      <DataRequestFields />
    </MantineScope>
  );
}
