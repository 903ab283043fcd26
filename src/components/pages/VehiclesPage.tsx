import { Mail, Phone } from 'lucide';
import type { ReactNode } from 'react';
import { inEnglish, langIfEnglish } from '../../content/fallback';
import type { Facts } from '../../content/facts/schema';
import { wordsFor } from '../../content/load';
import type { VehiclesWords } from '../../content/vehicles/schema';
import { BookThisLink } from '../BookThisLink';
import { ButtonLink } from '../ButtonLink';
import { vehicleCardId } from '../card-ids';
import type { Locale } from '../../i18n/locales';
import { fillTemplate } from '../words/fill-template';
import { Callout } from '../Callout';
import { Icon, NamedIcon } from '../Icon';
import { Illustration } from '../Illustration';
import { InEnglishNote } from '../InEnglishNote';
import cards from '../Cards.module.css';
import layout from '../Layout.module.css';
import { PageIntro } from '../PageIntro';
import styles from './VehiclesPage.module.css';

interface VehiclesPageProps {
  words: VehiclesWords;
  facts: Facts;
  locale: Locale;
  /** "Which ride fits?" and the list of which vehicle suits which rider, rendered by the route (the helper is an island). */
  helper?: ReactNode;
  fit?: ReactNode;
}

/** "3-4 passengers", "1 passenger lying down": a vehicle's capacity in the page's words. */
function capacityText(capacity: Facts['vehicles'][number]['capacity'], words: VehiclesWords['capacity']) {
  return 'seated' in capacity
    ? fillTemplate(words.seated, { min: capacity.seated.min, max: capacity.seated.max })
    : fillTemplate(words.lyingDown, { count: capacity.lyingDown });
}

export function VehiclesPage({ words: vehicles, facts, locale, helper, fit }: VehiclesPageProps) {
  const { notSure } = vehicles;
  const { company } = facts;
  const mailto = `mailto:${company.email}?subject=${encodeURIComponent(notSure.emailSubject)}`;
  // A vehicle whose words this language does not have yet: its words are English's.
  const fleet = facts.vehicles.map((vehicle) => ({
    ...vehicle,
    ...wordsFor(vehicles.vehicles, vehicle.id),
    wordsLang: langIfEnglish(vehicles.vehicles, vehicle.id),
  }));
  return (
    <>
      <PageIntro heading={vehicles.heading} intro={vehicles.intro} />
      <section className={layout.section} aria-label={vehicles.heading}>
        <ul className={`${layout.container} ${cards.grid} ${styles.fleet}`}>
          {fleet.map((vehicle, index) => (
            <li key={vehicle.id} id={vehicleCardId(vehicle.id)} className={layout.card}>
              {inEnglish(vehicles.vehicles, vehicle.id) && <InEnglishNote locale={locale} />}
              {/* The first card's picture is the largest thing on a phone's first screen: fetched at once. */}
              <Illustration image={vehicle.image} className={cards.cardImage} placement={index === 0 ? 'inline' : 'later'} />
              <div className={styles.title}>
                <span className={cards.cardIcon}>
                  <NamedIcon name={vehicle.icon} />
                </span>
                <div>
                  <h2 className={cards.cardTitle} lang={vehicle.wordsLang}>
                    {vehicle.name}
                  </h2>
                  <p className={styles.capacity}>{capacityText(vehicle.capacity, vehicles.capacity)}</p>
                </div>
              </div>
              <p lang={vehicle.wordsLang}>{vehicle.description}</p>
              <ul className={cards.checkList} lang={vehicle.wordsLang}>
                {vehicle.features.map((feature, place) => (
                  <li key={feature} lang={langIfEnglish(vehicle.features, place)}>
                    {feature}
                  </li>
                ))}
              </ul>
              <BookThisLink label={vehicles.bookThis} name={vehicle.name} answers={{ vehicle: vehicle.id }} locale={locale} />
            </li>
          ))}
        </ul>
      </section>
      <Callout
        heading={notSure.heading}
        text={notSure.text}
        below={
          <>
            {helper}
            {fit}
          </>
        }
      >
        <ButtonLink href={`tel:${company.phone.tel}`} variant="accent" data-print-target={company.phone.display}>
          <Icon icon={Phone} size={22} />
          {notSure.callLabel}
        </ButtonLink>
        <ButtonLink href={mailto} variant="inverse" data-print-target={company.email}>
          <Icon icon={Mail} size={22} />
          {notSure.emailLabel}
        </ButtonLink>
      </Callout>
    </>
  );
}
