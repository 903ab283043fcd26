import { MenuIcon, PhoneIcon } from 'lucide-react';
import type { Site } from '../content/schemas';
import { buttonClass } from './ButtonLink';
import { LogoMark } from './LogoMark';
import styles from './SiteHeader.module.css';

const menuId = 'site-menu';

interface SiteHeaderProps {
  site: Site;
  /** The path of the page being shown, to mark its link as current. */
  currentPath: string;
}

/**
 * The fixed top bar. On small screens the links sit in a popover: it opens from the toggle and
 * closes on Escape or a click outside with no script at all, and focus goes back to the toggle.
 * `src/scripts/page-enhancements.ts` mirrors its state into `aria-expanded`.
 */
export function SiteHeader({ site, currentPath }: SiteHeaderProps) {
  const { company, navigation } = site;
  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href="#main">
        {navigation.skipLink}
      </a>
      <div className={styles.bar}>
        <a className={styles.brand} href="/" aria-label={navigation.homeLinkLabel}>
          <LogoMark className={styles.logo} />
          <span className={styles.brandName} aria-hidden="true">
            {company.name}
          </span>
        </a>
        <nav className={styles.nav} aria-label={navigation.label}>
          <button
            type="button"
            className={styles.menuToggle}
            popoverTarget={menuId}
            aria-controls={menuId}
            aria-expanded="false"
          >
            <MenuIcon aria-hidden="true" focusable="false" size={24} />
            {navigation.menuButton}
          </button>
          <div id={menuId} className={styles.menu} popover="auto">
            <ul className={styles.links}>
              {navigation.links.map((link) => (
                <li key={link.href}>
                  <a
                    className={styles.link}
                    href={link.href}
                    {...(link.href === currentPath ? { 'aria-current': 'page' as const } : {})}
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
            <a className={buttonClass('accent', styles.bookNow)} href={navigation.bookNow.href}>
              {navigation.bookNow.label}
            </a>
          </div>
        </nav>
        <a className={styles.call} href={`tel:${company.phone.tel}`}>
          <PhoneIcon aria-hidden="true" focusable="false" size={22} />
          <span>{navigation.callButton}</span>
          <span className={styles.callNumber}>{company.phone.display}</span>
        </a>
      </div>
    </header>
  );
}
