import type { ReactNode } from 'react';
import classes from './collapse-panel.module.css';

interface CollapsePanelProps {
  open: boolean;
  children: ReactNode;
  id?: string;
  className?: string;
}

/**
 * Slides its content open and shut with CSS alone. While shut it is inert and hidden, so
 * nothing inside can be tabbed to or read out.
 */
export function CollapsePanel({ open, children, id, className }: CollapsePanelProps) {
  return (
    <div
      id={id}
      className={className ? `${classes.panel} ${className}` : classes.panel}
      data-open={open || undefined}
      inert={!open}
    >
      <div className={classes.inner}>{children}</div>
    </div>
  );
}
