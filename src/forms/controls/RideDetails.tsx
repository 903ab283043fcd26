import { Plus } from 'lucide';
import { type ReactNode, useRef } from 'react';
import { flushSync } from 'react-dom';
import { buttonClass } from '../../components/ButtonLink';
import type { FormsWords } from '../../content/contact/forms-words-schema';
import styles from './RideDetails.module.css';
import { Icon } from '../../components/Icon';

interface RideDetailsProps {
  words: FormsWords['rideDetails'];
  open: boolean;
  onOpen: () => void;
  /** Its fields. */
  children: ReactNode;
}

/**
 * The contact form's optional ride details: a group of fields named "Ride details (optional)"
 * when open, otherwise a button offering them. Opening them takes the visitor to their first
 * field; once open they stay open (see form-state.ts), so the button has nothing to undo.
 */
export function RideDetails({ words, open, onOpen, children }: RideDetailsProps) {
  const group = useRef<HTMLFieldSetElement>(null);
  if (!open) {
    return (
      <button
        type="button"
        className={buttonClass('secondary', styles.offer)}
        onClick={() => {
          flushSync(onOpen);
          group.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
        }}
      >
        <Icon icon={Plus} size={24} />
        {words.offer}
      </button>
    );
  }
  return (
    // The intro is read out on entering the group too, as the offer takes the visitor past it.
    <div className={styles.box}>
      <fieldset ref={group} className={styles.group} aria-describedby="ride-details-intro">
        <legend className={styles.legend}>{words.legend}</legend>
        <p id="ride-details-intro" className={styles.intro}>
          {words.intro}
        </p>
        {children}
      </fieldset>
    </div>
  );
}
