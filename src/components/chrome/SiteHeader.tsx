import { Languages, Menu, Phone } from 'lucide';
import type { Facts } from '../../content/facts/schema';
import type { SiteWords } from '../../content/site/schema';
import { type Locale, localeFacts } from '../../i18n/locales';
import { navigationRouteIds, type RouteId } from '../../i18n/routes';
import { pathTo } from '../../i18n/urls';
import { buttonClass } from '../ButtonLink';
import { LogoMark } from './LogoMark';
import styles from './SiteHeader.module.css';
import { Icon } from '../Icon';

const menuId = 'site-menu';

interface SiteHeaderProps {
  facts: Facts;
  words: SiteWords;
  locale: Locale;
  /** The page being shown, to mark its link as current; null on a 404 page. */
  currentRoute: RouteId | null;
  /** This page in each other language, for the language switch. */
  twins: readonly { locale: Locale; href: string }[];
}

/** Links to this page in the other languages, each named in its own language and marked as such. */
function LanguageSwitch({ twins, label, className }: { twins: SiteHeaderProps['twins']; label: string; className: string }) {
  return (
    <div className={className}>
      <Icon icon={Languages} size={22} />
      <ul className={styles.languageList} aria-label={label}>
        {twins.map((twin) => (
          <li key={twin.locale}>
            <a className={styles.language} href={twin.href} hrefLang={twin.locale} lang={twin.locale}>
              {localeFacts[twin.locale].name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The fixed top bar. On small screens the links sit in a popover: it opens from the toggle and
 * closes on Escape or a click outside with no script at all, and focus goes back to the toggle.
 * The browser tells assistive technology whether it is open (a popover's invoker is exposed as
 * expanded or collapsed), so no aria-expanded is kept by hand beside it. The language switch
 * is in the bar from tablets up, and inside the open menu on phones.
 *
 * Engines without popover (Safari before 17) get the same menu from the page script
 * (page-enhancements.ts), and without script the links in the page (src/styles/no-script.css,
 * whose hooks are the data-site-header attributes).
 */
export function SiteHeader({ facts, words, locale, currentRoute, twins }: SiteHeaderProps) {
  const { company } = facts;
  const { navigation } = words;
  return (
    <header className={styles.header} data-site-header="">
      <a className={`${styles.skipLink} screen-only`} href="#main">
        {navigation.skipLink}
      </a>
      <div className={styles.bar} data-site-header="bar">
        <a className={styles.brand} href={pathTo('home', locale)} aria-label={navigation.homeLinkLabel}>
          <LogoMark className={styles.logo} />
          <span className={styles.brandName} aria-hidden="true">
            {company.name}
          </span>
        </a>
        <nav className={`${styles.nav} screen-only`} aria-label={navigation.label} data-site-header="nav">
          <button type="button" className={styles.menuToggle} popoverTarget={menuId} aria-controls={menuId}>
            <Icon icon={Menu} size={24} />
            {navigation.menuButton}
          </button>
          <div id={menuId} className={styles.menu} popover="auto">
            <ul className={styles.links}>
              {navigationRouteIds.map((route) => (
                <li key={route}>
                  <a
                    className={styles.link}
                    href={pathTo(route, locale)}
                    {...(route === currentRoute ? { 'aria-current': 'page' as const } : {})}
                  >
                    {navigation.pages[route]}
                  </a>
                </li>
              ))}
            </ul>
            <a className={buttonClass('accent', styles.bookNow)} href={pathTo(navigation.bookNow.to, locale)}>
              {navigation.bookNow.label}
            </a>
            <LanguageSwitch twins={twins} label={navigation.languagesLabel} className={`${styles.languages} ${styles.languagesInMenu}`} />
          </div>
        </nav>
        <LanguageSwitch
          twins={twins}
          label={navigation.languagesLabel}
          className={`${styles.languages} ${styles.languagesInBar} screen-only`}
        />
        <a className={styles.call} href={`tel:${company.phone.tel}`}>
          <Icon icon={Phone} size={22} />
          <span>{navigation.callButton}</span>
          <span className={styles.callNumber}>{company.phone.display}</span>
        </a>
      </div>
    </header>
  );
}
