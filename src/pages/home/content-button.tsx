import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExternal, isSitePathHref, safeHref } from '../../domain/content/safe-link.ts';

interface ContentButtonProps extends ButtonProps {
  /** A link from page content; anything unsafe becomes `#`. */
  href: string | undefined;
  children: ReactNode;
}

/**
 * A button-styled link whose target comes from content: site paths go through the router,
 * web addresses open in a new tab that gets no handle on this one, anything else is a plain link.
 */
export function ContentButton({ href, children, ...button }: ContentButtonProps) {
  const target = safeHref(href, '#');
  if (isSitePathHref(target)) {
    return (
      <Button component={Link} to={target} {...button}>
        {children}
      </Button>
    );
  }
  if (isExternal(target)) {
    return (
      <Button component="a" href={target} target="_blank" rel="noopener noreferrer" {...button}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </Button>
    );
  }
  return (
    <Button component="a" href={target} {...button}>
      {children}
    </Button>
  );
}
