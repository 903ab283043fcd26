import { MailIcon, PhoneIcon } from 'lucide-react';
import type { Site, Vehicles } from '../../content/schemas';
import { ButtonLink } from '../ButtonLink';
import { Callout } from '../Callout';
import { Icon } from '../Icon';
import { Illustration } from '../Illustration';
import layout from '../Layout.module.css';
import { PageIntro } from '../PageIntro';
import styles from './VehiclesPage.module.css';

interface VehiclesPageProps {
  vehicles: Vehicles;
  site: Site;
}

export function VehiclesPage({ vehicles, site }: VehiclesPageProps) {
  const { notSure } = vehicles;
  const mailto = `mailto:${site.company.email}?subject=${encodeURIComponent(notSure.emailSubject)}`;
  return (
    <>
      <PageIntro heading={vehicles.heading} intro={vehicles.intro} />
      <section className={layout.section} aria-label={vehicles.heading}>
        <ul className={`${layout.container} ${layout.grid} ${styles.fleet}`}>
          {vehicles.vehicles.map((vehicle) => (
            <li key={vehicle.name} className={layout.card}>
              <Illustration image={vehicle.image} className={layout.cardImage} />
              <div className={styles.title}>
                <span className={layout.cardIcon}>
                  <Icon name={vehicle.icon} />
                </span>
                <div>
                  <h2 className={layout.cardTitle}>{vehicle.name}</h2>
                  <p className={styles.capacity}>{vehicle.capacity}</p>
                </div>
              </div>
              <p>{vehicle.description}</p>
              <ul className={layout.checkList}>
                {vehicle.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
      <Callout heading={notSure.heading} text={notSure.text}>
        <ButtonLink href={`tel:${site.company.phone.tel}`} variant="accent">
          <PhoneIcon aria-hidden="true" focusable="false" size={22} />
          {notSure.callLabel}
        </ButtonLink>
        <ButtonLink href={mailto} variant="inverse">
          <MailIcon aria-hidden="true" focusable="false" size={22} />
          {notSure.emailLabel}
        </ButtonLink>
      </Callout>
    </>
  );
}
