import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the site. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the site: a plain `<a href>` (it works before the app has started and opens in
 * a new tab as any link does) whose click the router handles. React Router's own `<Link>` also
 * carries its framework's prefetching and data-router code, which this site does not use: a
 * link built on the router's `useHref` and `useLinkClickHandler`, as React Router documents
 * for custom links, spares every first visit that code.
 */
export function Link({ to, onClick, target, ...props }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...props} href={href} target={target} onClick={click} />;
}

export interface NavLinkProps extends LinkProps {
  /** Current only at exactly this path, not below it. */
  end?: boolean;
}

/** Whether `pathname` is the page `to` names, or (unless `end`) a page below it. */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const here = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (here === target) return true;
  if (end || target === '/') return false;
  return here.startsWith(`${target.replace(/\/$/, '')}/`);
}

/** A link in the site's navigation: the page it names is marked current (`aria-current`). */
export function NavLink({ end, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const current = isCurrentPath(pathname, props.to, end);
  return <Link {...props} aria-current={current ? 'page' : undefined} />;
}
