import { contentIconsUrl } from 'virtual:content-icons';
import { isContentIconName } from '../domain/content/icon-names.ts';

/**
 * The icon a content record names, from the content icon sprite (tools/content-icons); an
 * unknown or missing name shows a graduation cap. Rendered with Tabler's outline attributes.
 */
export function ContentIcon({
  name,
  size,
  stroke,
}: {
  name: string | undefined;
  size: number;
  stroke: number;
}) {
  const symbol = name && isContentIconName(name) ? name : 'GraduationCap';
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={stroke}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <use href={`${contentIconsUrl}#${symbol}`} />
    </svg>
  );
}
