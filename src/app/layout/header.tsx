import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../domain/paths.ts';
import { site } from '../../domain/site.ts';
import { headerSolidPastPx, siteHeaderId } from '../../domain/site-header.ts';
import { loadLockedOutbox, useDevicePolicy } from '../../features/event/index.ts';
import { OutboxControl } from '../../features/outbox/index.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Container } from '../../ui/container.tsx';
import { Icon } from '../../ui/icon.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { Link, NavLink } from '../../ui/link.tsx';
import { useHydrated } from '../../ui/use-hydrated.ts';
import { useScrolledPast } from '../../ui/use-scrolled-past.ts';
import { CoursesMenu } from './courses-menu.tsx';
import classes from './header.module.css';
import { contactNav, courseNav, primaryNav } from './nav-items.ts';
import { hidePopover, usePopoverOpen } from './popover-state.ts';

/** Event mode's view of the outbox; its code loads only when the panel opens locked. */
const LockedOutbox = lazyPart(loadLockedOutbox);

/**
 * The phone menu is a popover opened by its button and the Courses submenu a disclosure: both
 * work on the first tap before the app has started, and without JavaScript. Escape and a tap
 * elsewhere close the menu natively, focus going back to its button.
 */
export function Header() {
  const { locksOutbox } = useDevicePolicy();
  const scrolled = useScrolledPast(headerSolidPastPx);
  const { pathname } = useLocation();
  const menuRef = useRef<HTMLElement>(null);
  const coursesRef = useRef<HTMLDetailsElement>(null);
  const menuOpen = usePopoverOpen(menuRef);
  const hydrated = useHydrated();

  function closeMenu() {
    hidePopover(menuRef.current);
    if (coursesRef.current) coursesRef.current.open = false;
  }

  // The menu belongs to the page it was opened on: any navigation closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(closeMenu, [pathname]);

  const coursesActive = pathname.toLowerCase().startsWith(paths.courses);

  return (
    <header
      id={siteHeaderId}
      className={classes.header}
      data-scrolled={scrolled || menuOpen || undefined}
      // The page's start script renders it white on a scroll before the app has started.
      suppressHydrationWarning
    >
      <Container size="xl" className={classes.bar}>
        <Link to={paths.home} className={classes.logo} onClick={closeMenu}>
          {/* Low: React would otherwise preload it beside each page's main picture, which on a
              slow link then shares the link with it (docs/performance.md, the patchy link). */}
          <img
            src="/logo.svg"
            alt={`${site.name} home`}
            width={168}
            height={36}
            fetchPriority="low"
          />
        </Link>

        <nav aria-label="Main" className={classes.desktopNav}>
          {primaryNav.map((item) => (
            <NavLink key={item.to} to={item.to} end className={classes.link}>
              {item.label}
            </NavLink>
          ))}
          <CoursesMenu active={coursesActive} />
          <NavLink to={contactNav.to} className={classes.link}>
            {contactNav.label}
          </NavLink>
        </nav>

        <div className={classes.actions}>
          <OutboxControl Locked={locksOutbox ? LockedOutbox : undefined} />
          <ButtonLink to={paths.apply} look="accent" className={classes.apply}>
            Apply Now
          </ButtonLink>
          <button
            type="button"
            className={classes.burger}
            popoverTarget="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            // The browser tells assistive technology whether a popover button's popover is
            // open; once the app runs it says so itself, in step with the label.
            aria-expanded={hydrated ? menuOpen : undefined}
          >
            <span className={classes.burgerBars} aria-hidden />
          </button>
        </div>
      </Container>

      <nav
        ref={menuRef}
        id="mobile-menu"
        popover="auto"
        aria-label="Mobile"
        className={classes.mobileNav}
      >
        {primaryNav.map((item) => (
          <NavLink
            key={item.to}
            to={item.to}
            end
            className={classes.mobileLink}
            onClick={closeMenu}
          >
            {item.label}
          </NavLink>
        ))}
        <details ref={coursesRef} className={classes.mobileCourses}>
          <summary className={`${classes.mobileLink} ${classes.mobileToggle}`}>
            Courses
            <Icon name="chevron-down" size={18} className={classes.chevron} />
          </summary>
          <ul id="mobile-courses" className={classes.submenu}>
            <li>
              <Link to={paths.courses} className={classes.subLink} onClick={closeMenu}>
                All courses
              </Link>
            </li>
            {courseNav.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={classes.subLink} onClick={closeMenu}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </details>
        <NavLink to={contactNav.to} className={classes.mobileLink} onClick={closeMenu}>
          {contactNav.label}
        </NavLink>
        <ButtonLink to={paths.apply} look="accent" fullWidth onClick={closeMenu}>
          Apply Now
        </ButtonLink>
      </nav>
    </header>
  );
}
