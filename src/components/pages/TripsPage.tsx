import type { ReactNode } from 'react';
import { inEnglish, langIfEnglish } from '../../content/fallback';
import type { TripsWords } from '../../content/trips/schema';
import { tripModeAnswers } from '../../forms/booking/answers';
import type { Locale } from '../../i18n/locales';
import { pathTo } from '../../i18n/urls';
import { BookThisLink } from '../BookThisLink';
import { ButtonLink } from '../ButtonLink';
import { tripCardId } from '../card-ids';
import { Callout } from '../Callout';
import { Illustration } from '../Illustration';
import { InEnglishNote } from '../InEnglishNote';
import cards from '../Cards.module.css';
import layout from '../Layout.module.css';
import { PageIntro } from '../PageIntro';

interface TripsPageProps {
  words: TripsWords;
  locale: Locale;
  /** "Which ride fits?" and the list of which vehicle suits which rider, rendered by the route (the helper is an island). */
  helper?: ReactNode;
  fit?: ReactNode;
}

export function TripsPage({ words: trips, locale, helper, fit }: TripsPageProps) {
  return (
    <>
      <PageIntro heading={trips.heading} intro={trips.intro} />
      <section className={layout.section} aria-label={trips.heading}>
        <ul className={`${layout.container} ${cards.grid}`}>
          {trips.modes.map((mode, index) => {
            // A mode's own words are English's when the page's language lacks it, the card's others the page's.
            const modeLang = langIfEnglish(trips.modes, index);
            return (
              // The first card of what it books is where a suggestion of that trip links to (tripCardId).
              <li
                key={mode.name}
                id={trips.modes.findIndex((other) => other.books === mode.books) === index ? tripCardId(mode.books) : undefined}
                className={layout.card}
              >
                {inEnglish(trips.modes, index) && <InEnglishNote locale={locale} />}
                {/* The first card's picture is the largest thing on a phone's first screen: fetched at once. */}
                <Illustration image={mode.image} className={cards.cardImage} placement={index === 0 ? 'inline' : 'later'} />
                <h2 className={cards.cardTitle} lang={modeLang ?? langIfEnglish(mode, 'name')}>
                  {mode.name}
                </h2>
                <p lang={modeLang ?? langIfEnglish(mode, 'description')}>{mode.description}</p>
                <ul className={cards.checkList} lang={modeLang}>
                  {mode.features.map((feature, place) => (
                    <li key={feature} lang={langIfEnglish(mode.features, place)}>
                      {feature}
                    </li>
                  ))}
                </ul>
                <BookThisLink label={trips.bookThis} name={mode.name} answers={tripModeAnswers(mode.books)} locale={locale} />
              </li>
            );
          })}
        </ul>
      </section>
      <Callout
        heading={trips.notSure.heading}
        text={trips.notSure.text}
        below={
          <>
            {helper}
            {fit}
          </>
        }
      >
        <ButtonLink href={pathTo(trips.notSure.action.to, locale)} variant="accent">
          {trips.notSure.action.label}
        </ButtonLink>
      </Callout>
    </>
  );
}
