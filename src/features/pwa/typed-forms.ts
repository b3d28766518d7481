type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  if (field instanceof HTMLInputElement) {
    if (field.type === 'checkbox' || field.type === 'radio') {
      return field.checked !== field.defaultChecked;
    }
    if (field.type === 'hidden' || field.type === 'submit' || field.type === 'button') return false;
  }
  return field.value !== field.defaultValue;
}

/** True when a form on the page holds something the visitor typed or chose. */
export function pageHoldsTypedData(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<Field>('form input, form textarea, form select')].some(changed);
}
