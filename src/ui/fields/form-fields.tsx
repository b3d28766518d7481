import {
  NativeSelect,
  type NativeSelectProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { ChangeEvent, ReactNode } from 'react';
import { ChoiceField, TickField } from './check-fields.tsx';
import classes from './fields.module.css';

/**
 * What the form's state gives each field: an id that the pre-rendered HTML and the hydrated form
 * share (what was typed before the code arrived goes back by it, and Mantine links the label,
 * error and description to the input by it), its name, value, error and change handler.
 */
export interface BoundField<Name extends string> {
  id: string;
  name: Name;
  value: string;
  error: string | undefined;
  onChange: (
    event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
  ) => void;
  /** Sets the value itself, for a field whose value is not what the control shows (a tick). */
  setValue: (value: string) => void;
}

/** Set here for every field, the same way: the form's state, the size, the label's look. */
type Wired = keyof BoundField<string> | 'size' | 'maxLength' | 'labelProps';

interface FieldBasics<Name extends string> {
  name: Name;
  label: string;
  placeholder?: string;
  /** Shows a red asterisk beside the label and sets the native `required`. */
  required?: boolean;
}

type Listed<Name extends string, Props> = FieldBasics<Name> &
  Omit<Props, Wired | keyof FieldBasics<Name>>;

/** A one-line field. */
export type TextFieldSpec<Name extends string> = { as?: 'text' } & Listed<Name, TextInputProps>;

/** A multi-line field, four rows unless told otherwise. */
export type TextareaFieldSpec<Name extends string> = { as: 'textarea' } & Listed<
  Name,
  TextareaProps
>;

/**
 * The platform's own select: the phone's picker, the keyboard and autofill work as usual. Each
 * option is sent as it reads. The placeholder is its first entry, meaning "nothing chosen"
 * (value ''), which cannot be picked again once the field is required.
 */
export type SelectFieldSpec<Name extends string> = {
  as: 'select';
  placeholder: string;
  options: readonly string[];
} & Listed<Name, Omit<NativeSelectProps, 'data' | 'children'>>;

/**
 * A few options side by side as radio buttons, under the field's label. The option `reveals`
 * names shows the form's `RevealedRows` while it is chosen.
 */
export type ChoiceFieldSpec<Name extends string> = FieldBasics<Name> & {
  as: 'choice';
  /** A string is both the value sent and its label. */
  options: readonly (string | ChoiceOption)[];
  reveals?: string;
};

/**
 * A box to tick, such as a consent. Its value is when it was ticked (an ISO time) and '' while
 * it is not: what was agreed is recorded with its time.
 */
export type TickFieldSpec<Name extends string> = FieldBasics<Name> & { as: 'tick' };

export interface ChoiceOption {
  value: string;
  label: string;
}

/** One field as its form lists it: what it asks for and how, without its wiring. */
export type FieldSpec<Name extends string> =
  | TextFieldSpec<Name>
  | TextareaFieldSpec<Name>
  | SelectFieldSpec<Name>
  | ChoiceFieldSpec<Name>
  | TickFieldSpec<Name>;

/**
 * Rows shown, as a group under `legend`, only while the option of a choice field that `reveals`
 * them is chosen; before the app has started the stylesheet shows them the same way.
 */
export interface RevealedRows<Name extends string> {
  legend: string;
  /** The choice field whose option shows them, and that option. */
  when: { field: Name; is: string };
  rows: readonly FieldRow<Name>[];
}

/** A field on a line of its own, or two side by side (one above the other on a phone). */
export type FieldRow<Name extends string> =
  | FieldSpec<Name>
  | readonly [FieldSpec<Name>, FieldSpec<Name>]
  | RevealedRows<Name>;

/** Every field of the rows, from the top. */
export function listedFields<Name extends string>(
  rows: readonly FieldRow<Name>[],
): FieldSpec<Name>[] {
  return rows.flatMap((row) => {
    if ('legend' in row) return listedFields(row.rows);
    return 'name' in row ? [row] : [...row];
  });
}

const labelProps = { className: classes.label };

// 16 px text (size md) everywhere, so phones do not zoom in on focus.
function renderField<Name extends string>(
  field: FieldSpec<Name>,
  { setValue, ...bound }: BoundField<Name>,
  maxLength: number | undefined,
) {
  if (field.as === 'choice') return <ChoiceField key={field.name} field={field} bound={bound} />;
  if (field.as === 'tick') {
    return <TickField key={field.name} field={field} bound={bound} setValue={setValue} />;
  }
  if (field.as === 'select') {
    const { as: _, options, placeholder, ...props } = field;
    return (
      <NativeSelect key={field.name} size="md" {...bound} {...props} labelProps={labelProps}>
        <option value="" disabled={props.required}>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
    );
  }
  if (field.as === 'textarea') {
    const { as: _, rows = 4, ...props } = field;
    return (
      <Textarea
        key={field.name}
        size="md"
        rows={rows}
        {...bound}
        {...props}
        maxLength={maxLength}
        labelProps={labelProps}
      />
    );
  }
  const { as: _, ...props } = field;
  return (
    <TextInput
      key={field.name}
      size="md"
      {...bound}
      {...props}
      maxLength={maxLength}
      labelProps={labelProps}
    />
  );
}

/**
 * A form's fields from its list, each wired to the form's state the same way; `maxLengths` are
 * the longest values the server accepts, per field (domain/submissions.ts).
 */
export function renderFields<Name extends string>(
  rows: readonly FieldRow<Name>[],
  bind: (name: Name) => BoundField<Name>,
  maxLengths: Partial<Record<Name, number>>,
) {
  const render = (field: FieldSpec<Name>) =>
    renderField(field, bind(field.name), maxLengths[field.name]);
  const renderRows = (list: readonly FieldRow<Name>[]): ReactNode[] =>
    list.map((row) => {
      if ('legend' in row) {
        return (
          <fieldset
            key={row.legend}
            className={classes.revealed}
            hidden={bind(row.when.field).value !== row.when.is}
          >
            <legend className={classes.groupLegend}>{row.legend}</legend>
            {renderRows(row.rows)}
          </fieldset>
        );
      }
      if ('name' in row) return render(row);
      return (
        <div key={row[0].name} className={classes.row}>
          {row.map(render)}
        </div>
      );
    });
  return renderRows(rows);
}
