// Interface for the contact page; the form itself is being built (issue 4).
export interface ContactFormProps {
  /** When this changes to a new text, the form's subject is set to it and the form focused. */
  presetSubject?: string;
}

export function ContactForm(_props: ContactFormProps) {
  return null;
}
