import { paths } from '../../domain/paths.ts';
import { formatAddress, mailtoHref, site, telHref } from '../../domain/site.ts';
import { loadOfflineControls } from '../../features/pwa/index.ts';
import { Container } from '../../ui/container.tsx';
import { ExternalLink } from '../../ui/external-link.tsx';
import { Icon } from '../../ui/icon.tsx';
import { lazyPart } from '../../ui/lazy-part.tsx';
import { Link } from '../../ui/link.tsx';
import { WhenNear } from '../../ui/when-near.tsx';
import classes from './footer.module.css';
import { courseNav } from './nav-items.ts';

/**
 * Saving for offline use and installing need the app: they are not pre-rendered (a button that
 * cannot act yet is a dead tap), and their code loads as the visitor nears the footer.
 */
const OfflineControls = lazyPart(loadOfflineControls);

const socialLinks = [
  { label: 'Facebook', href: site.social.facebook, icon: 'brand-facebook' },
  { label: 'Instagram', href: site.social.instagram, icon: 'brand-instagram' },
  { label: 'LinkedIn', href: site.social.linkedin, icon: 'brand-linkedin' },
  { label: 'YouTube', href: site.social.youtube, icon: 'brand-youtube' },
  { label: 'Find us on the map', href: site.mapUrl, icon: 'map-pin' },
] as const;

const quickLinks = [
  { label: 'Home', to: paths.home },
  { label: 'About Us', to: paths.about },
  { label: 'Courses', to: paths.courses },
  { label: 'Contact', to: paths.contact },
] as const;

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Container size="xl" className={classes.grid}>
        <section aria-labelledby="footer-brand">
          <h2 id="footer-brand" className={classes.brand}>
            {site.name}
          </h2>
          <p className={classes.blurb}>{site.blurb}</p>
          <p className={classes.tagline}>{site.tagline}</p>
          <ul className={classes.social} aria-label="Follow us">
            {socialLinks.map(({ label, href, icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${label} (opens in a new tab)`}
                  className={classes.socialLink}
                >
                  <Icon name={icon} size={20} />
                </a>
              </li>
            ))}
            <li>
              <a
                href={mailtoHref()}
                aria-label={`Email ${site.email}`}
                className={classes.socialLink}
              >
                <Icon name="mail" size={20} />
              </a>
            </li>
          </ul>
        </section>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={classes.heading}>
            Quick Links
          </h2>
          <ul className={classes.list}>
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-courses">
          <h2 id="footer-courses" className={classes.heading}>
            Our Courses
          </h2>
          <ul className={classes.list}>
            {courseNav.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={classes.heading}>
            Contact Us
          </h2>
          <address className={classes.contact}>
            <p>
              <Icon name="map-pin" size={18} />
              <ExternalLink href={site.mapUrl}>{formatAddress()}</ExternalLink>
            </p>
            <p>
              <Icon name="phone" size={18} />
              <a href={telHref()}>{site.phone}</a>
            </p>
            <p>
              <Icon name="mail" size={18} />
              <a href={mailtoHref()}>{site.email}</a>
            </p>
          </address>
        </section>
      </Container>

      <Container size="xl" className={classes.offline}>
        <WhenNear>
          <OfflineControls />
        </WhenNear>
      </Container>

      <Container size="xl" className={classes.bottom}>
        {/* Pre-rendered at build time: a page built last year may still be served in January. */}
        <p suppressHydrationWarning>
          © {year} {site.name}. All rights reserved.
        </p>
        <ul className={classes.legal}>
          <li>
            <Link to={paths.privacy}>Privacy Policy</Link>
          </li>
          <li>
            <Link to={paths.yourData}>Your data</Link>
          </li>
          <li>
            <Link to={paths.terms}>Terms of Service</Link>
          </li>
          <li>
            <Link to={paths.event}>Counsellor tools</Link>
          </li>
        </ul>
      </Container>
    </footer>
  );
}
