import styles from './PageIntro.module.css';

interface PageIntroProps {
  heading: string;
  intro: string;
}

/** The band at the top of an inner page: its one h1 and a sentence of orientation. */
export function PageIntro({ heading, intro }: PageIntroProps) {
  return (
    <div className={styles.intro}>
      <div className={styles.inner}>
        <h1>{heading}</h1>
        <p className={styles.text}>{intro}</p>
      </div>
    </div>
  );
}
