import { type ReactNode, type SubmitEvent, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import area from 'virtual:service-area';
import type { CoverageWords } from '../content/coverage/schema';
import type { Facts } from '../content/facts/schema';
import { buttonClass } from '../components/ButtonLink';
import { fillTemplate } from '../components/words/fill-template';
import textInput from '../components/TextInput.module.css';
import type { ZipCheckerWords } from '../content/zip-checker/schema';
import { heldSubmitAttribute } from '../directives/held-submit';
import { answer } from './lookup';
import styles from './ZipChecker.module.css';

type CheckerCounty = Pick<Facts['counties'][number], 'id' | 'name' | 'service'> & {
  /** How it is served, in the coverage page's words (`serviceTypes`). */
  serviceName: string;
};

/** What the checker needs of each county: only that travels in the page, as the island's props. */
export function checkerCounties(counties: Facts['counties'], serviceTypes: CoverageWords['serviceTypes']): CheckerCounty[] {
  return counties.map(({ id, name, service }) => ({ id, name, service, serviceName: serviceTypes[service] }));
}

interface ZipCheckerProps {
  words: ZipCheckerWords;
  /** The counties, for their names and how each is served (checkerCounties). */
  counties: CheckerCounty[];
  phone: Facts['company']['phone'];
  /**
   * Where the form goes before its script runs (or without it): the coverage page's county list,
   * which answers by county. The checker there then answers the `place` the address carries.
   */
  countyList: string;
}

/** The name of the field, and of the address's parameter that carries it to the county list. */
export const placeParameter = 'place';

const addressNeverChanges = () => () => undefined;
const placeInAddress = () => new URLSearchParams(window.location.search).get(placeParameter);

/**
 * "Do you drive to my ZIP code or town?": a ZIP code or a town's name, answered on the spot with
 * the county and how it is served, from data made at build time (areas.ts). Without JavaScript
 * the form leads to the county list instead, and nothing typed is lost: once the script runs
 * there, it answers the place the address carries.
 */
export function ZipChecker({ words, counties, phone, countyList }: ZipCheckerProps) {
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  /** What the address carries, from a page whose checker had not started yet or had no script. */
  const carried = useSyncExternalStore(addressNeverChanges, placeInAddress, () => null);
  /**
   * What the visitor last asked about here (until they ask, what the address carried), and how
   * many times: the same question asked again is answered, and read out, again.
   */
  const [asked, setAsked] = useState<{ query: string; times: number } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // Sent before this script ran (client:touch held it): answered now, with what the field holds.
  useEffect(() => {
    if (!form.current?.hasAttribute(heldSubmitAttribute)) return;
    form.current.removeAttribute(heldSubmitAttribute);
    setAsked({ query: field.current?.value ?? '', times: 1 });
  }, []);
  const query = (asked?.query ?? carried)?.trim() ?? null;
  const phoneLink = (
    <a className={styles.phone} href={`tel:${phone.tel}`}>
      {words.callLabel} {phone.display}
    </a>
  );

  function countyLines(ids: readonly string[]) {
    return counties
      .filter((county) => ids.includes(county.id))
      .map((county) => (
        <li key={county.id}>
          {fillTemplate(words.county, { county: county.name, service: county.serviceName })}
          {county.service === 'recurrent' ? ` ${words.scheduledAhead}` : null}
        </li>
      ));
  }

  function answerTo(query: string): ReactNode {
    const found = answer(query, area);
    const place = <strong>{query}</strong>;
    if (found.kind === 'invalid') return <p>{words.invalid}</p>;
    if (found.kind === 'outside' || found.kind === 'unknownTown') {
      const [sentence, next] = found.kind === 'outside' ? [words.outside, words.outsideNext] : [words.unknownTown, words.unknownTownNext];
      return (
        <>
          <p>{fillTemplate(sentence, { place })}</p>
          <p>
            {next} {phoneLink}
          </p>
        </>
      );
    }
    return (
      <>
        <p>{fillTemplate(found.partly ? words.partly : words.inside, { place })}</p>
        <ul className={styles.counties}>{countyLines(found.counties)}</ul>
        {found.partly ? (
          <p>
            {words.partlyNext} {phoneLink}
          </p>
        ) : null}
      </>
    );
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setAsked({ query: field.current?.value ?? '', times: (asked?.times ?? 0) + 1 });
  }

  return (
    <section className={styles.checker} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {words.heading}
      </h2>
      <form ref={form} className={styles.form} action={countyList} onSubmit={submit}>
        <label className={textInput.label} htmlFor={`${id}-place`}>
          {words.label}
        </label>
        <p id={`${id}-hint`} className={textInput.hint}>
          {words.hint}
        </p>
        <div className={styles.row}>
          <input
            ref={field}
            // A new field once the address's place is known, holding it.
            key={carried ?? ''}
            defaultValue={carried ?? undefined}
            id={`${id}-place`}
            className={`${textInput.input} ${styles.input}`}
            name={placeParameter}
            type="text"
            autoComplete="postal-code"
            spellCheck={false}
            aria-describedby={`${id}-hint`}
          />
          <button className={buttonClass('primary', styles.submit)} type="submit">
            {words.submit}
          </button>
        </div>
      </form>
      {/* Always in the page, so the first answer is read out as it arrives; a new one replaces it. */}
      <div className={styles.result} role="status">
        {query === null ? null : <div key={asked?.times ?? 0}>{answerTo(query)}</div>}
      </div>
      <p className={styles.credit}>
        {fillTemplate(words.credit.text, {
          source: <a href={words.credit.source.href}>{words.credit.source.name}</a>,
          license: <a href={words.credit.license.href}>{words.credit.license.name}</a>,
        })}
      </p>
    </section>
  );
}
