import { PUBLIC_FORMS_RELAY } from 'astro:env/client';
import type { Facts } from '../content/facts/schema';
import type { PrivacyWords } from '../content/privacy/schema';
import { fillTemplate } from '../components/words/fill-template';
import cards from '../components/Cards.module.css';
import layout from '../components/Layout.module.css';
import { NoticeBody, NoticePart, NoticePoints, ReachUs, Reviewed } from '../components/Notice';
import { PageIntro } from '../components/PageIntro';
import type { FormsWords } from '../content/contact/forms-words-schema';
import { type Locale, localeFacts } from '../i18n/locales';
import { browserStorage } from './browser-storage';
import { collectedFields } from './collected';
import styles from './PrivacyPage.module.css';

interface PrivacyPageProps {
  words: PrivacyWords;
  /** The forms' words, for each field's label and the ride details' name. */
  formsWords: FormsWords;
  facts: Facts;
  locale: Locale;
}

/**
 * The privacy notice: what the forms collect (from the field tables), where it goes, what stays in
 * the browser (from browser-storage.ts), what the site does not do, how long messages are kept and
 * how to ask for them.
 */
export function PrivacyPage({ words, formsWords, facts, locale }: PrivacyPageProps) {
  const { collected, sharing, browser } = words;
  // With the relay, messages pass through the site's own program on Cloudflare first.
  const serviceIds = PUBLIC_FORMS_RELAY ? (['cloudflare', 'google', 'emailjs'] as const) : (['google', 'emailjs'] as const);
  const services = serviceIds.map((id) => ({ id, ...facts.outsideServices[id], text: sharing[id] }));
  return (
    <>
      <PageIntro heading={words.heading} intro={words.intro} />
      <NoticeBody>
        <NoticePart id="collected" heading={collected.heading}>
          <p>{collected.signIn}</p>
          {collectedFields(formsWords).map(({ form, labels, rideLabels }) => (
            <div key={form}>
              <p id={`collected-${form}`}>{collected.forms[form]}</p>
              <ul className={cards.checkList} aria-labelledby={`collected-${form}`}>
                {labels.map((label) => (
                  <li key={label}>{label}</li>
                ))}
                {rideLabels.length === 0 ? null : (
                  <li>
                    {formsWords.rideDetails.legend}
                    <ul className={`${cards.checkList} ${styles.subList}`}>
                      {rideLabels.map((label) => (
                        <li key={label}>{label}</li>
                      ))}
                    </ul>
                  </li>
                )}
              </ul>
            </div>
          ))}
          <p>{collected.notAsked}</p>
        </NoticePart>
        <NoticePart id="sharing" heading={sharing.heading}>
          <p>{sharing.text}</p>
          <ul className={styles.services}>
            {services.map((service) => (
              <li key={service.id}>
                <p>
                  <strong>{service.name}</strong>: {service.text}{' '}
                  <a href={service.privacyNotice}>{fillTemplate(sharing.noticeLink, { name: service.name })}</a>
                </p>
              </li>
            ))}
          </ul>
          <p>{sharing.inbox}</p>
        </NoticePart>
        <NoticePart id="browser" heading={browser.heading}>
          <p>{browser.text}</p>
          <ul className={styles.entries}>
            {browserStorage.map((entry) => (
              <li key={entry.id} className={layout.card}>
                <h3 className={styles.entryNames}>
                  {entry.shownNames.map((name) => (
                    <code key={name}>{name}</code>
                  ))}
                </h3>
                <dl className={layout.facts}>
                  {[
                    [browser.columns.kind, browser.kinds[entry.kind]],
                    [browser.columns.setBy, browser.setBy[entry.setBy]],
                    [browser.columns.why, browser.entries[entry.id].why],
                    [browser.columns.howLong, browser.entries[entry.id].howLong],
                  ].map(([term, value]) => (
                    <div key={term}>
                      <dt>{term}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </NoticePart>
        <NoticePart id="not-done" heading={words.notDone.heading}>
          <NoticePoints points={words.notDone.points} />
        </NoticePart>
        <NoticePart id="keeping" heading={words.keeping.heading}>
          <p>{fillTemplate(words.keeping.text, { months: facts.messagesKeptMonths.toLocaleString(localeFacts[locale].numbers) })}</p>
        </NoticePart>
        <NoticePart id="rights" heading={words.rights.heading} card>
          <p>{words.rights.text}</p>
          <ReachUs phoneLabel={words.rights.phoneLabel} emailLabel={words.rights.emailLabel} company={facts.company} />
        </NoticePart>
        <Reviewed template={words.reviewed} isoDate={facts.privacyReviewed} locale={locale} />
      </NoticeBody>
    </>
  );
}
