import type { RideHelperData } from './RideHelper';
import styles from './RideHelper.module.css';

/**
 * Which vehicle suits which rider, from the helper's own rules: for each way of getting around,
 * the first vehicle that suits. Plain HTML, shown with the helper and in its place without JavaScript.
 */
export function VehicleFit({ words, choices, rules, vehicles }: Pick<RideHelperData, 'words' | 'choices' | 'rules' | 'vehicles'>) {
  return (
    <section className={styles.fit} aria-labelledby="vehicle-fit-heading">
      <h3 id="vehicle-fit-heading" className={styles.heading}>
        {words.fit.heading}
      </h3>
      <dl className={styles.suggested}>
        {choices.mobility.map(({ value, label }) => {
          const vehicle = vehicles.find(({ id }) => id === rules.byMobility[value]?.vehicles[0]);
          return vehicle === undefined ? null : (
            <div key={value}>
              <dt>{label}</dt>
              <dd>
                <a href={vehicle.href}>{vehicle.name}</a>
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
