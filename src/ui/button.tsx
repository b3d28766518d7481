import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import classes from './button.module.css';
import { Link } from './link.tsx';

/**
 * The site's button looks, in the theme's colours:
 * - `brand`: deep blue, white text (the default);
 * - `accent` / `accent-soft`: saffron calls to action, dark text (AA);
 * - `brand-light`: pale blue with blue text;
 * - `white`: white with blue text, on dark pictures;
 * - `outline` / `outline-on-dark`: a blue (or white) border, no fill;
 * - `default`: white with a grey border;
 * - `subtle`: text only until hovered.
 */
export type ButtonLook =
  | 'brand'
  | 'accent'
  | 'accent-soft'
  | 'brand-light'
  | 'white'
  | 'outline'
  | 'outline-on-dark'
  | 'default'
  | 'subtle';

export type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';

interface ButtonStyle {
  look?: ButtonLook;
  size?: ButtonSize;
  /** Round ends. */
  pill?: boolean;
  fullWidth?: boolean;
  leftSection?: ReactNode;
  rightSection?: ReactNode;
}

function styleAttributes(
  { look = 'brand', size = 'sm', pill, fullWidth, leftSection, rightSection }: ButtonStyle,
  className: string | undefined,
) {
  return {
    'data-look': look,
    'data-with-left-section': leftSection ? true : undefined,
    'data-with-right-section': rightSection ? true : undefined,
    'data-size': size,
    'data-pill': pill || undefined,
    'data-full-width': fullWidth || undefined,
    className: className ? `${classes.button} ${className}` : classes.button,
  };
}

function Label({ leftSection, rightSection, children }: ButtonStyle & { children: ReactNode }) {
  return (
    <>
      {leftSection && <span className={classes.section}>{leftSection}</span>}
      <span className={classes.label}>{children}</span>
      {rightSection && <span className={classes.section}>{rightSection}</span>}
    </>
  );
}

type ButtonProps = ButtonStyle &
  ComponentPropsWithoutRef<'button'> & { ref?: Ref<HTMLButtonElement> };

/** A button that does something on the page. */
export function Button({
  look,
  size,
  pill,
  fullWidth,
  leftSection,
  rightSection,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button type={type} {...props} {...styleAttributes({ look, size, pill, fullWidth }, className)}>
      <Label leftSection={leftSection} rightSection={rightSection}>
        {children}
      </Label>
    </button>
  );
}

type AnchorProps = Omit<ComponentPropsWithoutRef<'a'>, 'href'>;
type ButtonLinkProps = ButtonStyle &
  AnchorProps &
  ({ to: string; href?: never } | { href: string; to?: never });

/**
 * A link that looks like a button: `to` is a path of this site (the router's link), `href`
 * anything else (mail, phone, another site).
 */
export function ButtonLink({
  look,
  size,
  pill,
  fullWidth,
  leftSection,
  rightSection,
  className,
  children,
  to,
  href,
  ...props
}: ButtonLinkProps) {
  const attributes = styleAttributes(
    { look, size, pill, fullWidth, leftSection, rightSection },
    className,
  );
  const label = (
    <Label leftSection={leftSection} rightSection={rightSection}>
      {children}
    </Label>
  );
  if (to !== undefined) {
    return (
      <Link to={to} {...props} {...attributes}>
        {label}
      </Link>
    );
  }
  return (
    <a href={href} {...props} {...attributes}>
      {label}
    </a>
  );
}
