import type { ReactNode } from 'react';
import type { ContactWords } from '../../content/contact/schema';
import type { Facts } from '../../content/facts/schema';
import type { SiteWords } from '../../content/site/schema';
import type { Locale } from '../../i18n/locales';
import { OfficeHours } from '../OfficeHours';
import layout from '../Layout.module.css';
import { PageIntro } from '../PageIntro';
import styles from './ContactPage.module.css';

interface ContactPageProps {
  words: ContactWords;
  siteWords: SiteWords;
  facts: Facts;
  locale: Locale;
  /** The forms, rendered by the route so they can hydrate as an island. */
  forms?: ReactNode;
}

export function ContactPage({ words: contact, siteWords, facts, locale, forms }: ContactPageProps) {
  const { company } = facts;
  const { info } = contact;
  return (
    <>
      <PageIntro heading={contact.heading} intro={contact.intro} />
      <div className={layout.section}>
        <div className={`${layout.container} ${styles.columns}`}>
          {/* A form cannot be filled in on paper: the printed page gives the ways to reach us. */}
          <section className={`${styles.forms} screen-only`} aria-label={contact.formsLabel}>
            {forms}
          </section>
          <aside className={styles.aside}>
            <section className={layout.card} aria-labelledby="contact-info-heading">
              <h2 id="contact-info-heading" className={styles.heading}>
                {info.heading}
              </h2>
              <dl className={layout.facts}>
                <div>
                  <dt>{info.addressLabel}</dt>
                  <dd>
                    <address className={styles.address}>
                      {company.address.street}
                      <br />
                      {company.address.city}, {company.address.state} {company.address.postalCode}
                    </address>
                  </dd>
                </div>
                <div>
                  <dt>{info.phoneLabel}</dt>
                  <dd>
                    <a className={styles.link} href={`tel:${company.phone.tel}`}>
                      {company.phone.display}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>{info.emailLabel}</dt>
                  <dd>
                    <a className={styles.link} href={`mailto:${company.email}`}>
                      {company.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt>{info.availabilityLabel}</dt>
                  <dd>{siteWords.company.availability}</dd>
                </div>
              </dl>
            </section>
            <section className={layout.card} aria-labelledby="business-hours-heading">
              <h2 id="business-hours-heading" className={styles.heading}>
                {contact.hoursHeading}
              </h2>
              <OfficeHours hours={facts.hours} words={siteWords.hours} locale={locale} className={layout.facts} />
            </section>
          </aside>
        </div>
      </div>
    </>
  );
}
