import type { Facts } from '../../content/facts/schema';
import { wordsFor } from '../../content/load';
import type { ServicesWords } from '../../content/services/schema';
import type { Locale } from '../../i18n/locales';
import { pathTo } from '../../i18n/urls';
import { ButtonLink } from '../ButtonLink';
import { Callout } from '../Callout';
import { Icon } from '../Icon';
import layout from '../Layout.module.css';
import { PageIntro } from '../PageIntro';

interface ServicesPageProps {
  words: ServicesWords;
  facts: Facts;
  locale: Locale;
}

/** The service levels and the personalized-service block; the FAQ follows it on the page. */
export function ServicesPage({ words: services, facts, locale }: ServicesPageProps) {
  const levels = facts.serviceLevels.map((id) => ({ id, ...wordsFor(services.levels, id) }));
  return (
    <>
      <PageIntro heading={services.heading} intro={services.intro} />
      <section className={layout.section} aria-labelledby="levels-heading">
        <div className={layout.container}>
          <h2 id="levels-heading">{services.levelsHeading}</h2>
          <ul className={layout.grid}>
            {levels.map((level) => (
              <li key={level.id} className={layout.card}>
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
        <ButtonLink href={pathTo(services.personalized.action.to, locale)} variant="accent">
          {services.personalized.action.label}
        </ButtonLink>
      </Callout>
    </>
  );
}
