import type { Services } from '../../content/schemas';
import { ButtonLink } from '../ButtonLink';
import { Callout } from '../Callout';
import { Icon } from '../Icon';
import layout from '../Layout.module.css';
import { PageIntro } from '../PageIntro';

interface ServicesPageProps {
  services: Services;
}

/** The service levels and the personalized-service block; the FAQ island follows it on the page. */
export function ServicesPage({ services }: ServicesPageProps) {
  return (
    <>
      <PageIntro heading={services.heading} intro={services.intro} />
      <section className={layout.section} aria-labelledby="levels-heading">
        <div className={layout.container}>
          <h2 id="levels-heading">{services.levelsHeading}</h2>
          <ul className={layout.grid}>
            {services.levels.map((level) => (
              <li key={level.name} className={layout.card}>
                <span className={layout.cardIcon}>
                  <Icon name={level.icon} />
                </span>
                <h3>{level.name}</h3>
                <p>{level.description}</p>
                <h4 className={layout.listLabel}>{services.inclusionsLabel}</h4>
                <ul className={layout.checkList}>
                  {level.inclusions.map((inclusion) => (
                    <li key={inclusion}>{inclusion}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Callout heading={services.personalized.heading} text={services.personalized.text}>
        <ButtonLink href={services.personalized.action.href} variant="accent">
          {services.personalized.action.label}
        </ButtonLink>
      </Callout>
    </>
  );
}
