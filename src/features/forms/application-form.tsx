// Interface for the apply page; the form itself is being built (issue 4).
export function ApplicationForm() {
  return null;
}
