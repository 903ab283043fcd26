import type { TripsWords } from '../../content/trips/schema';
import type { Locale } from '../../i18n/locales';
import { pathTo } from '../../i18n/urls';
import { ButtonLink } from '../ButtonLink';
import { Callout } from '../Callout';
import { Illustration } from '../Illustration';
import cards from '../Cards.module.css';
import layout from '../Layout.module.css';
import { PageIntro } from '../PageIntro';

interface TripsPageProps {
  words: TripsWords;
  locale: Locale;
}

export function TripsPage({ words: trips, locale }: TripsPageProps) {
  return (
    <>
      <PageIntro heading={trips.heading} intro={trips.intro} />
      <section className={layout.section} aria-label={trips.heading}>
        <ul className={`${layout.container} ${cards.grid}`}>
          {trips.modes.map((mode, index) => (
            <li key={mode.name} className={layout.card}>
              {/* The first card's picture is the largest thing on a phone's first screen: fetched at once. */}
              <Illustration image={mode.image} className={cards.cardImage} placement={index === 0 ? 'inline' : 'later'} />
              <h2 className={cards.cardTitle}>{mode.name}</h2>
              <p>{mode.description}</p>
              <ul className={cards.checkList}>
                {mode.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <Callout heading={trips.notSure.heading} text={trips.notSure.text}>
        <ButtonLink href={pathTo(trips.notSure.action.to, locale)} variant="accent">
          {trips.notSure.action.label}
        </ButtonLink>
      </Callout>
    </>
  );
}
