import type { ReactNode } from 'react';
import { inEnglish, langIfEnglish } from '../../content/fallback';
import type { Facts } from '../../content/facts/schema';
import type { HomeWords } from '../../content/home/schema';
import { wordsFor } from '../../content/load';
import type { Locale } from '../../i18n/locales';
import { pathTo } from '../../i18n/urls';
import { ButtonLink } from '../ButtonLink';
import { NamedIcon } from '../Icon';
import { Illustration } from '../Illustration';
import { InEnglishNote } from '../InEnglishNote';
import cards from '../Cards.module.css';
import layout from '../Layout.module.css';
import { PhoneButtonLink } from '../PhoneButtonLink';
import styles from './HomePage.module.css';

interface HomePageProps {
  words: HomeWords;
  facts: Facts;
  locale: Locale;
  /** "Do you drive to my ZIP code or town?", rendered by the route so it can hydrate as an island. */
  checker?: ReactNode;
}

export function HomePage({ words, facts, locale, checker }: HomePageProps) {
  const { hero, promises, about, offers } = words;
  return (
    <>
      <div className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.heroText}>
            <h1 className={styles.heroTitle}>{hero.title}</h1>
            <p className={styles.heroSubtitle}>{hero.subtitle}</p>
            <div className={layout.actions}>
              {/* On paper a link to the form leads nowhere; the phone number beside it does. */}
              <ButtonLink href={pathTo(hero.primaryAction.to, locale)} variant="accent" className="screen-only">
                {hero.primaryAction.label}
              </ButtonLink>
              <PhoneButtonLink label={hero.callLabel} phone={facts.company.phone} />
            </div>
          </div>
          <Illustration image={hero.image} className={styles.heroImage} placement="first-screen" />
        </div>
      </div>

      <ul className={styles.promises}>
        {promises.map((promise, index) => (
          <li key={promise.title} className={styles.promise} lang={langIfEnglish(promises, index)}>
            <span className={cards.cardIcon}>
              <NamedIcon name={promise.icon} />
            </span>
            {/* A block, not a span: the note over an entry still in English is a paragraph. */}
            <div>
              {inEnglish(promises, index) && <InEnglishNote locale={locale} />}
              <strong className={styles.promiseTitle}>{promise.title}</strong>
              <span className={styles.promiseText}>{promise.text}</span>
            </div>
          </li>
        ))}
      </ul>

      {/* On paper a field answers nothing; the coverage page prints its county list. */}
      <div className={`${layout.section} screen-only`}>
        <div className={layout.container}>{checker}</div>
      </div>

      <section className={layout.section} aria-labelledby="about-heading">
        <div className={`${layout.container} ${styles.about}`}>
          <Illustration image={about.image} className={styles.aboutImage} />
          <div>
            <h2 id="about-heading">{about.heading}</h2>
            <p>{about.body}</p>
            <dl className={styles.stats}>
              {facts.stats.map((stat) => (
                <div key={stat.id} className={styles.stat}>
                  <dt className={styles.statLabel} lang={langIfEnglish(about.stats, stat.id)}>
                    {wordsFor(about.stats, stat.id)}
                  </dt>
                  <dd className={styles.statValue}>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </section>

      <section className={layout.section} aria-labelledby="offers-heading">
        <div className={layout.container}>
          <h2 id="offers-heading">{offers.heading}</h2>
          <p className={layout.lead}>{offers.intro}</p>
          <ul className={`${cards.grid} ${styles.offers}`}>
            {offers.cards.map((card, index) => (
              <li key={card.to} className={`${layout.card} ${styles.offer}`} lang={langIfEnglish(offers.cards, index)}>
                {inEnglish(offers.cards, index) && <InEnglishNote locale={locale} />}
                <span className={cards.cardIcon}>
                  <NamedIcon name={card.icon} />
                </span>
                <h3>{card.title}</h3>
                <p>{card.description}</p>
                <a className={styles.offerLink} href={pathTo(card.to, locale)}>
                  {card.linkLabel}
                  <span className="visually-hidden">: {card.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
