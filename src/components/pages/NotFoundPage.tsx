import type { Facts } from '../../content/facts/schema';
import type { NotFoundWords } from '../../content/not-found/schema';
import type { Locale } from '../../i18n/locales';
import { pathTo } from '../../i18n/urls';
import { ButtonLink } from '../ButtonLink';
import layout from '../Layout.module.css';
import { PhoneButtonLink } from '../PhoneButtonLink';
import styles from './NotFoundPage.module.css';

interface NotFoundPageProps {
  words: NotFoundWords;
  facts: Facts;
  locale: Locale;
}

export function NotFoundPage({ words: notFound, facts, locale }: NotFoundPageProps) {
  return (
    <div className={layout.section}>
      <div className={layout.container}>
        <h1 className={styles.heading}>{notFound.heading}</h1>
        <p className={layout.lead}>{notFound.text}</p>
        <div className={layout.actions}>
          <ButtonLink href={pathTo(notFound.homeAction.to, locale)} variant="accent">
            {notFound.homeAction.label}
          </ButtonLink>
          <PhoneButtonLink label={notFound.callLabel} phone={facts.company.phone} />
        </div>
      </div>
    </div>
  );
}
