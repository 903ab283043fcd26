import type { ReactNode } from 'react';
import type { CoverageWords } from '../../content/coverage/schema';
import { inEnglish, langIfEnglish } from '../../content/fallback';
import type { Facts } from '../../content/facts/schema';
import { wordsFor } from '../../content/load';
import type { Locale } from '../../i18n/locales';
import { pathTo } from '../../i18n/urls';
import type { CoverageMapImage } from '../../drawing/coverage-map';
import { ButtonLink } from '../ButtonLink';
import { loadingOf } from '../Illustration';
import { Callout } from '../Callout';
import { InEnglishNote } from '../InEnglishNote';
import cards from '../Cards.module.css';
import layout from '../Layout.module.css';
import { PageIntro } from '../PageIntro';
import styles from './CoveragePage.module.css';

interface CoveragePageProps {
  words: CoverageWords;
  facts: Facts;
  /** Each service level's name in the page's language, by id. */
  levelNames: Readonly<Record<string, string>>;
  locale: Locale;
  /** The build-time map in its two layouts: the narrow one on phones, the wide one elsewhere. */
  map: { narrow: CoverageMapImage; wide: CoverageMapImage };
  /** "Do you drive to my ZIP code or town?", rendered by the route so it can hydrate as an island. */
  checker?: ReactNode;
}

export function CoveragePage({ words: coverage, facts, levelNames, locale, map, checker }: CoveragePageProps) {
  const { labels } = coverage;
  const counties = facts.counties.map((county) => ({
    ...county,
    ...wordsFor(coverage.counties, county.id),
    // A county just added to the facts, whose words this language does not have yet: its words are English's.
    wordsLang: langIfEnglish(coverage.counties, county.id),
  }));
  return (
    <>
      <PageIntro heading={coverage.heading} intro={coverage.intro} />

      <section className={layout.section} aria-labelledby="area-heading">
        <div className={`${layout.container} ${styles.overview}`}>
          <figure className={styles.map}>
            <picture>
              <source srcSet={map.narrow.src} media={map.narrow.media} width={map.narrow.width} height={map.narrow.height} />
              {/* Under the words on a phone's first screen. */}
              <img
                src={map.wide.src}
                width={map.wide.width}
                height={map.wide.height}
                alt={coverage.map.alt}
                decoding="async"
                {...loadingOf['first-screen']}
              />
            </picture>
            <figcaption className={styles.caption}>{coverage.map.caption}</figcaption>
          </figure>
          <div>
            <h2 id="area-heading">{coverage.areaListHeading}</h2>
            <ul className={styles.areaList}>
              {counties.map((county) => (
                <li key={county.id} className={styles.area}>
                  <span className={styles.areaName}>{county.name}</span>
                  <span className={styles.areaType}>{coverage.serviceTypes[county.service]}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <div className={`${layout.section} screen-only`}>
        <div className={layout.container}>{checker}</div>
      </div>

      <section className={layout.section} aria-labelledby="details-heading">
        <div className={layout.container}>
          <h2 id="details-heading">{coverage.detailsHeading}</h2>
          <ul className={cards.grid}>
            {counties.map((county) => (
              <li key={county.id} className={layout.card}>
                {inEnglish(coverage.counties, county.id) && <InEnglishNote locale={locale} />}
                <h3>{county.name}</h3>
                <p className={styles.badge}>
                  <span className="visually-hidden">{labels.serviceType}: </span>
                  {coverage.serviceTypes[county.service]}
                </p>
                <p lang={county.wordsLang}>{county.description}</p>
                <dl className={layout.facts}>
                  <div>
                    <dt>{labels.hospitals}</dt>
                    <dd lang={county.wordsLang}>{county.hospitals}</dd>
                  </div>
                  <div>
                    <dt>{labels.medicalCenters}</dt>
                    <dd lang={county.wordsLang}>{county.medicalCenters}</dd>
                  </div>
                  <div>
                    <dt>{labels.serviceLevels}</dt>
                    <dd>
                      <ul className={styles.levels}>
                        {county.serviceLevels.map((level) => (
                          <li key={level}>{wordsFor(levelNames, level)}</li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Callout heading={coverage.moreInfo.heading} text={coverage.moreInfo.text}>
        {coverage.moreInfo.actions.map((action, index) => (
          <ButtonLink
            key={action.to}
            href={pathTo(action.to, locale)}
            variant={index === 0 ? 'accent' : 'inverse'}
            lang={langIfEnglish(coverage.moreInfo.actions, index)}
          >
            {action.label}
          </ButtonLink>
        ))}
      </Callout>
    </>
  );
}
