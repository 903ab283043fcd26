import type { Facts } from '../../content/facts/schema';
import type { NondiscriminationWords } from '../../content/nondiscrimination/schema';
import type { Locale } from '../../i18n/locales';
import { languageHelpAnchor } from '../../i18n/routes';
import { fillTemplate } from '../words/fill-template';
import layout from '../Layout.module.css';
import { NoticeBody, NoticePart, NoticePoints, ReachUs, Reviewed } from '../Notice';
import { PageIntro } from '../PageIntro';
import styles from './NondiscriminationPage.module.css';

interface NondiscriminationPageProps {
  words: NondiscriminationWords;
  facts: Facts;
  locale: Locale;
}

/**
 * The nondiscrimination notice (Section 1557): whom the company serves, its free aids and language
 * help, whom to ask, how to complain to the Office for Civil Rights, and "language help is free"
 * in the counties' other languages, each marked with its own language.
 */
export function NondiscriminationPage({ words, facts, locale }: NondiscriminationPageProps) {
  const { office, taglines } = facts.civilRights;
  const { complaint } = words;
  return (
    <>
      <PageIntro heading={words.heading} intro={words.intro} />
      <NoticeBody>
        {[
          { id: 'grounds', part: words.grounds },
          { id: 'aids', part: words.aids },
          { id: 'language', part: words.language },
        ].map(({ id, part }) => (
          <NoticePart key={id} id={id} heading={part.heading}>
            <p>{part.text}</p>
            <NoticePoints points={part.points} />
          </NoticePart>
        ))}
        <NoticePart id="contact" heading={words.contact.heading} card>
          <p>{words.contact.text}</p>
          <ReachUs phoneLabel={words.contact.phoneLabel} emailLabel={words.contact.emailLabel} company={facts.company} />
        </NoticePart>
        <NoticePart id="complaint" heading={complaint.heading}>
          <p>{complaint.text}</p>
          <dl className={`${layout.facts} ${styles.office}`}>
            {[
              { term: complaint.phoneLabel, href: `tel:${office.phone.tel}`, shown: office.phone.display, className: styles.phone },
              { term: complaint.tddLabel, href: `tel:${office.tdd.tel}`, shown: office.tdd.display, className: styles.phone },
              { term: complaint.portalLabel, href: office.complaintPortal, shown: office.complaintPortal },
              { term: complaint.formsLabel, href: office.complaintForms, shown: office.complaintForms },
            ].map(({ term, href, shown, className }) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>
                  <a className={className} href={href}>
                    {shown}
                  </a>
                </dd>
              </div>
            ))}
            <div>
              <dt>{complaint.mailLabel}</dt>
              <dd>
                <address>
                  {[office.name, ...office.address].map((line, index) => (
                    <span key={line}>
                      {index === 0 ? null : <br />}
                      {line}
                    </span>
                  ))}
                </address>
              </dd>
            </div>
          </dl>
        </NoticePart>
        <NoticePart id={languageHelpAnchor} heading={words.taglinesHeading}>
          <div className={styles.taglines}>
            {taglines.map((tagline) => (
              <p key={tagline.lang} lang={tagline.lang}>
                {fillTemplate(tagline.full, {
                  phone: (
                    <a className={styles.phone} href={`tel:${facts.company.phone.tel}`}>
                      {facts.company.phone.display}
                    </a>
                  ),
                })}
              </p>
            ))}
          </div>
        </NoticePart>
        <Reviewed template={words.reviewed} isoDate={facts.civilRights.nondiscriminationReviewed} locale={locale} />
      </NoticeBody>
    </>
  );
}
