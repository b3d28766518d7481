import classes from './fields.module.css';
import type { BoundField, ChoiceFieldSpec, ChoiceOption, TickFieldSpec } from './form-fields.tsx';

type Wiring<Name extends string> = Omit<BoundField<Name>, 'setValue'>;

/** The red asterisk of a required field, as Mantine's inputs show it; read out as "required". */
function RequiredMark() {
  return (
    <span className={classes.required} aria-hidden="true">
      {' *'}
    </span>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={id} className={classes.error}>
      {error}
    </p>
  ) : null;
}

const choiceOption = (option: string | ChoiceOption): ChoiceOption =>
  typeof option === 'string' ? { value: option, label: option } : option;

/**
 * The platform's own radio buttons: arrow keys move between them, and they work before the app
 * has started. The first one carries the field's id, so focus lands on the group.
 */
export function ChoiceField<Name extends string>({
  field,
  bound,
}: {
  field: ChoiceFieldSpec<Name>;
  bound: Wiring<Name>;
}) {
  const errorId = `${bound.id}-error`;
  return (
    <fieldset className={classes.choice}>
      <legend className={classes.label}>
        {field.label}
        {field.required && <RequiredMark />}
      </legend>
      <div className={classes.options}>
        {field.options.map(choiceOption).map(({ value, label }, index) => (
          <label key={value} className={classes.option}>
            <input
              type="radio"
              id={index === 0 ? bound.id : `${bound.id}-${index}`}
              name={bound.name}
              value={value}
              checked={bound.value === value}
              onChange={bound.onChange}
              required={field.required}
              aria-invalid={bound.error ? true : undefined}
              aria-describedby={bound.error ? errorId : undefined}
              data-reveals={field.reveals === value ? '' : undefined}
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={bound.error} />
    </fieldset>
  );
}

/** A native checkbox whose value is the time it was ticked. */
export function TickField<Name extends string>({
  field,
  bound,
  setValue,
}: {
  field: TickFieldSpec<Name>;
  bound: Wiring<Name>;
  setValue: (value: string) => void;
}) {
  const errorId = `${bound.id}-error`;
  return (
    <div className={classes.tick}>
      <input
        type="checkbox"
        id={bound.id}
        name={bound.name}
        checked={bound.value !== ''}
        onChange={(event) => setValue(event.currentTarget.checked ? new Date().toISOString() : '')}
        required={field.required}
        aria-invalid={bound.error ? true : undefined}
        aria-describedby={bound.error ? errorId : undefined}
      />
      <label htmlFor={bound.id}>
        {field.label}
        {field.required && <RequiredMark />}
      </label>
      <FieldError id={errorId} error={bound.error} />
    </div>
  );
}
