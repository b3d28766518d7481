import { type KeyboardEvent, type MouseEvent, useEffect, useId, useRef } from 'react';
import { paths } from '../../domain/paths.ts';
import { Icon } from '../../ui/icon.tsx';
import { Link } from '../../ui/link.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import classes from './courses-menu.module.css';
import headerClasses from './header.module.css';
import { courseNav } from './nav-items.ts';
import { hidePopover, showPopover, usePopoverOpen } from './popover-state.ts';

const openDelayMs = 50;
const closeDelayMs = 150;
/** How long after a hover opened the menu a click on its button still means "open". */
const clickAfterHoverMs = 1000;

interface CoursesMenuProps {
  /** The Courses entry is marked while the visitor is on a course page. */
  active: boolean;
}

/**
 * The header's Courses entry: a link to the courses page and beside it a menu button for the
 * dropdown of the seven courses (WAI-ARIA menu button). The dropdown is a popover, so a click
 * opens it before the app has started and without JavaScript, and Escape or a click elsewhere
 * closes it natively. Once the app runs it also opens on hover and from the keyboard with the
 * menu focused; arrow keys move between the courses, Escape and Tab close it.
 */
export function CoursesMenu({ active }: CoursesMenuProps) {
  const menuId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hoverOpenedAt = useRef(0);
  const open = usePopoverOpen(menuRef);
  const hydrated = useHydrated();

  const items = () => [
    ...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
  ];

  function later(next: boolean, delayMs: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (!next) return hidePopover(menuRef.current);
      if (!menuRef.current?.matches(':popover-open')) hoverOpenedAt.current = Date.now();
      showPopover(menuRef.current);
    }, delayMs);
  }

  // A mouse that comes over the menu button opens the menu; the click that usually follows a
  // moment later means "open", not "close again". A click decides by itself: a hover's opening
  // or closing still waiting (on a busy phone, after both of two quick clicks) is dropped.
  function onTriggerClick(event: MouseEvent<HTMLButtonElement>) {
    clearTimeout(timer.current);
    if (open && Date.now() - hoverOpenedAt.current < clickAfterHoverMs) event.preventDefault();
    hoverOpenedAt.current = 0;
  }

  function close({ restoreFocus = false } = {}) {
    clearTimeout(timer.current);
    hidePopover(menuRef.current);
    if (restoreFocus) triggerRef.current?.focus();
  }

  function openWithKeyboard() {
    clearTimeout(timer.current);
    showPopover(menuRef.current);
    // The menu takes focus; the arrow keys then walk its items.
    menuRef.current?.focus();
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function onTriggerKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      // Instead of the button's own toggle, which would leave focus on the button.
      event.preventDefault();
      if (open && event.key !== 'ArrowDown') close();
      else openWithKeyboard();
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(current + 1);
        break;
      case 'ArrowUp':
        focus(current < 0 ? -1 : current - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(-1);
        break;
      case 'Escape':
        close({ restoreFocus: true });
        break;
      case 'Tab':
        close();
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  return (
    <div
      className={classes.root}
      onPointerEnter={(event) => event.pointerType === 'mouse' && later(true, openDelayMs)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(false, closeDelayMs)}
    >
      <Link
        to={paths.courses}
        className={`${headerClasses.link} ${classes.label}`}
        data-active={active || undefined}
      >
        Courses
      </Link>
      <button
        ref={triggerRef}
        type="button"
        className={`${headerClasses.link} ${classes.trigger}`}
        data-active={active || undefined}
        aria-label="Courses menu"
        aria-haspopup="menu"
        // Native for a popover button until the app runs; then said in step with the menu.
        aria-expanded={hydrated ? open : undefined}
        popoverTarget={menuId}
        onKeyDown={onTriggerKeyDown}
        onClick={onTriggerClick}
      >
        <Icon name="chevron-down" size={16} />
      </button>
      <div
        ref={menuRef}
        id={menuId}
        popover="auto"
        role="menu"
        aria-label="Courses"
        tabIndex={-1}
        className={classes.menu}
        onKeyDown={onMenuKeyDown}
      >
        <Link
          role="menuitem"
          tabIndex={-1}
          to={paths.courses}
          className={classes.item}
          onClick={() => close()}
        >
          All courses
        </Link>
        <hr className={classes.divider} />
        {courseNav.map((item) => (
          <Link
            key={item.to}
            role="menuitem"
            tabIndex={-1}
            to={item.to}
            className={classes.item}
            onClick={() => close()}
          >
            {item.label}
          </Link>
        ))}
      </div>
    </div>
  );
}
