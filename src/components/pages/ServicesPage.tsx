import { inEnglish, langIfEnglish } from '../../content/fallback';
import type { Facts } from '../../content/facts/schema';
import { wordsFor } from '../../content/load';
import type { ServicesWords } from '../../content/services/schema';
import type { Locale } from '../../i18n/locales';
import { pathTo } from '../../i18n/urls';
import { BookThisLink } from '../BookThisLink';
import { ButtonLink } from '../ButtonLink';
import { levelCardId } from '../card-ids';
import { Callout } from '../Callout';
import { InEnglishNote } from '../InEnglishNote';
import { PhoneButtonLink } from '../PhoneButtonLink';
import { NamedIcon } from '../Icon';
import cards from '../Cards.module.css';
import layout from '../Layout.module.css';
import { PageIntro } from '../PageIntro';

interface ServicesPageProps {
  words: ServicesWords;
  facts: Facts;
  locale: Locale;
}

/** The service levels, how a ride is paid for, and the personalized-service block; the FAQ follows it on the page. */
export function ServicesPage({ words: services, facts, locale }: ServicesPageProps) {
  const levels = facts.serviceLevels.map((id) => ({ id, ...wordsFor(services.levels, id), wordsLang: langIfEnglish(services.levels, id) }));
  return (
    <>
      <PageIntro heading={services.heading} intro={services.intro} />
      <section className={layout.section} aria-labelledby="levels-heading">
        <div className={layout.container}>
          <h2 id="levels-heading">{services.levelsHeading}</h2>
          <ul className={cards.grid}>
            {levels.map((level) => (
              <li key={level.id} id={levelCardId(level.id)} className={layout.card}>
                {inEnglish(services.levels, level.id) && <InEnglishNote locale={locale} />}
                <span className={cards.cardIcon}>
                  <NamedIcon name={level.icon} />
                </span>
                {/* A level's own words are English's when the page's language lacks it, the card's others the page's. */}
                <h3 lang={level.wordsLang}>{level.name}</h3>
                <p lang={level.wordsLang}>{level.description}</p>
                <h4 className={cards.listLabel}>{services.inclusionsLabel}</h4>
                <ul className={cards.checkList} lang={level.wordsLang}>
                  {level.inclusions.map((inclusion, place) => (
                    <li key={inclusion} lang={langIfEnglish(level.inclusions, place)}>
                      {inclusion}
                    </li>
                  ))}
                </ul>
                <BookThisLink
                  label={services.bookThis}
                  name={level.name}
                  answers={facts.serviceLevelAnswers[level.id] ?? {}}
                  locale={locale}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className={layout.section} aria-labelledby="paying-heading">
        <div className={layout.container}>
          <h2 id="paying-heading">{services.paying.heading}</h2>
          <p className={layout.lead}>{services.paying.intro}</p>
          <ul className={cards.grid}>
            {services.paying.ways.map((way, index) => (
              <li key={way.title} className={layout.card} lang={langIfEnglish(services.paying.ways, index)}>
                {inEnglish(services.paying.ways, index) && <InEnglishNote locale={locale} />}
                <h3 lang={langIfEnglish(way, 'title')}>{way.title}</h3>
                <p lang={langIfEnglish(way, 'text')}>{way.text}</p>
              </li>
            ))}
          </ul>
          <div className={layout.actions}>
            <PhoneButtonLink label={services.paying.callLabel} phone={facts.company.phone} />
            <ButtonLink href={pathTo(services.paying.action.to, locale)} variant="primary">
              {services.paying.action.label}
            </ButtonLink>
          </div>
        </div>
      </section>
      <Callout heading={services.personalized.heading} text={services.personalized.text}>
        <ButtonLink href={pathTo(services.personalized.action.to, locale)} variant="accent">
          {services.personalized.action.label}
        </ButtonLink>
      </Callout>
    </>
  );
}
