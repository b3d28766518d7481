import type { ComponentProps } from 'react';
import { isExternal, isSitePathHref, safeHref } from '../../domain/content/safe-link.ts';
import { ButtonLink } from '../../ui/button.tsx';

type ContentButtonProps = Omit<ComponentProps<typeof ButtonLink>, 'to' | 'href'> & {
  /** A link from page content; anything unsafe becomes `#`. */
  href: string | undefined;
};

/**
 * A button-styled link whose target comes from content: site paths go through the router,
 * web addresses open in a new tab that gets no handle on this one, anything else is a plain link.
 */
export function ContentButton({ href, children, ...button }: ContentButtonProps) {
  const target = safeHref(href, '#');
  if (isSitePathHref(target)) {
    return (
      <ButtonLink to={target} {...button}>
        {children}
      </ButtonLink>
    );
  }
  if (isExternal(target)) {
    return (
      <ButtonLink href={target} target="_blank" rel="noopener noreferrer" {...button}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </ButtonLink>
    );
  }
  return (
    <ButtonLink href={target} {...button}>
      {children}
    </ButtonLink>
  );
}
