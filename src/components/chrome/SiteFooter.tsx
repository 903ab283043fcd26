import { Mail, MapPin, Phone } from 'lucide';
import { langIfEnglish } from '../../content/fallback';
import type { Facts } from '../../content/facts/schema';
import type { SiteWords } from '../../content/site/schema';
import type { Locale } from '../../i18n/locales';
import { languageHelpAnchor, navigationRouteIds, noticeRouteIds, type RouteId } from '../../i18n/routes';
import { pathTo } from '../../i18n/urls';
import { OfficeHours } from '../OfficeHours';
import styles from './SiteFooter.module.css';
import { Icon } from '../Icon';

interface SiteFooterProps {
  facts: Facts;
  words: SiteWords;
  locale: Locale;
  /** The year the page was built; `src/page-scripts/page-enhancements.ts` swaps in the year it is viewed. */
  buildYear: number;
}

interface PageLinksProps {
  routes: readonly RouteId[];
  names: Readonly<Record<RouteId, string>>;
  locale: Locale;
  className: string | undefined;
}

/** A list of links to pages of the site, each by its name in the navigation. */
function PageLinks({ routes, names, locale, className }: PageLinksProps) {
  return (
    <ul className={className}>
      {routes.map((route) => (
        <li key={route}>
          <a className={styles.link} href={pathTo(route, locale)}>
            {names[route]}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function SiteFooter({ facts, words, locale, buildYear }: SiteFooterProps) {
  const { company, social, designer } = facts;
  const { footer, navigation } = words;
  const { address } = company;
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section className={styles.about} aria-labelledby="footer-company">
          <h2 id="footer-company" className={styles.company}>
            {company.name}
          </h2>
          <p className={styles.slogan}>{words.company.slogan}</p>
          {social.length === 0 ? null : (
            <>
              <h3 className={`${styles.heading} screen-only`}>{footer.socialHeading}</h3>
              <ul className={`${styles.social} screen-only`}>
                {social.map((entry) => (
                  <li key={entry.name}>
                    {entry.href === undefined ? (
                      <span className={styles.socialName}>{entry.name}</span>
                    ) : (
                      <a className={styles.socialName} href={entry.href}>
                        {entry.name}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </section>
        <nav className="screen-only" aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            {footer.quickLinksHeading}
          </h2>
          <PageLinks routes={navigationRouteIds} names={navigation.pages} locale={locale} className={styles.list} />
        </nav>
        <section className="screen-only" aria-labelledby="footer-services">
          <h2 id="footer-services" className={styles.heading}>
            {footer.servicesHeading}
          </h2>
          <ul className={styles.list}>
            {footer.services.map((service, index) => (
              <li key={service.label} lang={langIfEnglish(footer.services, index)}>
                <a className={styles.link} href={pathTo(service.to, locale)}>
                  {service.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            {footer.contactHeading}
          </h2>
          <ul className={styles.contact}>
            <li>
              <Icon icon={MapPin} size={22} className={styles.contactIcon} />
              <address className={styles.address}>
                {address.street}
                <br />
                {address.city}, {address.state} {address.postalCode}
              </address>
            </li>
            <li>
              <Icon icon={Phone} size={22} className={styles.contactIcon} />
              <span>
                {footer.phoneLabel}:{' '}
                <a className={styles.link} href={`tel:${company.phone.tel}`}>
                  {company.phone.display}
                </a>
              </span>
            </li>
            <li>
              <Icon icon={Mail} size={22} className={styles.contactIcon} />
              <span>
                {footer.emailLabel}:{' '}
                <a className={styles.link} href={`mailto:${company.email}`}>
                  {company.email}
                </a>
              </span>
            </li>
          </ul>
          <p className={styles.availability}>{words.company.availability}</p>
          <OfficeHours hours={facts.hours} words={words.hours} locale={locale} className={styles.hours} />
        </section>
      </div>
      <div className={styles.bottom}>
        <p>
          © <span data-current-year="">{buildYear}</span> {company.name}. {footer.rightsReserved}
        </p>
        <nav aria-label={footer.noticesLabel}>
          <PageLinks routes={noticeRouteIds} names={navigation.pages} locale={locale} className={styles.notices} />
        </nav>
        {/* "Language help is free", each in its own language, to the notice's taglines. */}
        <p>
          <a className={`${styles.link} ${styles.languageHelp}`} href={`${pathTo('nondiscrimination', locale)}#${languageHelpAnchor}`}>
            {facts.civilRights.taglines.map((tagline, index) => (
              <span key={tagline.lang}>
                {index === 0 ? null : ' · '}
                <span lang={tagline.lang}>{tagline.short}</span>
              </span>
            ))}
          </a>
        </p>
        <p>
          {words.designerPrefix}{' '}
          <a className={styles.link} href={designer.href} target="_blank" rel="noopener">
            {designer.name}
            <span className="visually-hidden"> {footer.opensInNewTab}</span>
          </a>
        </p>
      </div>
    </footer>
  );
}
