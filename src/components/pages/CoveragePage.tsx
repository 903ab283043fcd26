import type { Coverage } from '../../content/schemas';
import { ButtonLink } from '../ButtonLink';
import { Callout } from '../Callout';
import layout from '../Layout.module.css';
import { PageIntro } from '../PageIntro';
import styles from './CoveragePage.module.css';

interface CoveragePageProps {
  coverage: Coverage;
  /** Where the build-time map is served, with its size. */
  map: { src: string; width: number; height: number };
}

export function CoveragePage({ coverage, map }: CoveragePageProps) {
  const { labels } = coverage;
  return (
    <>
      <PageIntro heading={coverage.heading} intro={coverage.intro} />

      <section className={layout.section} aria-labelledby="area-heading">
        <div className={`${layout.container} ${styles.overview}`}>
          <figure className={styles.map}>
            <img src={map.src} width={map.width} height={map.height} alt={coverage.map.alt} decoding="async" />
            <figcaption className={styles.caption}>{coverage.map.caption}</figcaption>
          </figure>
          <div>
            <h2 id="area-heading">{coverage.areaListHeading}</h2>
            <ul className={styles.areaList}>
              {coverage.counties.map((county) => (
                <li key={county.name} className={styles.area}>
                  <span className={styles.areaName}>{county.name}</span>
                  <span className={styles.areaType}>{county.serviceType}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className={layout.section} aria-labelledby="details-heading">
        <div className={layout.container}>
          <h2 id="details-heading">{coverage.detailsHeading}</h2>
          <ul className={layout.grid}>
            {coverage.counties.map((county) => (
              <li key={county.name} className={layout.card}>
                <h3>{county.name}</h3>
                <p className={styles.badge}>
                  <span className="visually-hidden">{labels.serviceType}: </span>
                  {county.serviceType}
                </p>
                <p>{county.description}</p>
                <dl className={layout.facts}>
                  <div>
                    <dt>{labels.hospitals}</dt>
                    <dd>{county.hospitals}</dd>
                  </div>
                  <div>
                    <dt>{labels.medicalCenters}</dt>
                    <dd>{county.medicalCenters}</dd>
                  </div>
                  <div>
                    <dt>{labels.serviceLevels}</dt>
                    <dd>
                      <ul className={styles.levels}>
                        {county.serviceLevels.map((level) => (
                          <li key={level}>{level}</li>
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
          <ButtonLink key={action.href} href={action.href} variant={index === 0 ? 'accent' : 'inverse'}>
            {action.label}
          </ButtonLink>
        ))}
      </Callout>
    </>
  );
}
