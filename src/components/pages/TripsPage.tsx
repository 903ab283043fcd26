import type { Trips } from '../../content/schemas';
import { ButtonLink } from '../ButtonLink';
import { Callout } from '../Callout';
import { Illustration } from '../Illustration';
import layout from '../Layout.module.css';
import { PageIntro } from '../PageIntro';

interface TripsPageProps {
  trips: Trips;
}

export function TripsPage({ trips }: TripsPageProps) {
  return (
    <>
      <PageIntro heading={trips.heading} intro={trips.intro} />
      <section className={layout.section} aria-label={trips.heading}>
        <ul className={`${layout.container} ${layout.grid}`}>
          {trips.modes.map((mode) => (
            <li key={mode.name} className={layout.card}>
              <Illustration image={mode.image} className={layout.cardImage} />
              <h2 className={layout.cardTitle}>{mode.name}</h2>
              <p>{mode.description}</p>
              <ul className={layout.checkList}>
                {mode.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <Callout heading={trips.notSure.heading} text={trips.notSure.text}>
        <ButtonLink href={trips.notSure.action.href} variant="accent">
          {trips.notSure.action.label}
        </ButtonLink>
      </Callout>
    </>
  );
}
