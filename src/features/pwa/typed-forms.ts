type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const notTyped = new Set([
  'hidden',
  'submit',
  'button',
  'reset',
  'image',
  'file',
  'range',
  'color',
]);

/**
 * What the visitor typed or chose. Not "differs from what the page rendered": React mirrors a
 * controlled field's value into its `value` attribute, so the rendered value moves along with
 * the typing. The site's forms start empty (a select on its first, "Select…" option), so any
 * text, a later option or a ticked box is the visitor's.
 */
function holdsInput(field: Field): boolean {
  if (field.disabled) return false;
  if (field instanceof HTMLSelectElement) return field.selectedIndex > 0;
  if (field instanceof HTMLInputElement) {
    if (field.type === 'checkbox' || field.type === 'radio') return field.checked;
    if (notTyped.has(field.type)) return false;
  }
  return field.value.trim() !== '';
}

/** True when a form on the page holds something the visitor typed or chose. */
export function pageHoldsTypedData(root: ParentNode = document): boolean {
  return [...root.querySelectorAll<Field>('form input, form textarea, form select')].some(
    holdsInput,
  );
}
