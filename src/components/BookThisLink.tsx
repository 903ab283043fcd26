import { CalendarPlus } from 'lucide';
import type { RideAnswers } from '../content/forms/values';
import { bookingHref } from '../forms/booking/answers';
import type { Locale } from '../i18n/locales';
import { pathTo } from '../i18n/urls';
import { ButtonLink } from './ButtonLink';
import styles from './Cards.module.css';
import { Icon } from './Icon';

interface BookThisLinkProps {
  /** The link's words: "Book this trip". */
  label: string;
  /**
   * The card's name, read out after them: "Book this trip: One-Way Trip". The link's name is given
   * whole (aria-label) because engines put a space of their own before text hidden from sight.
   */
  name: string;
  answers: RideAnswers;
  locale: Locale;
}

/**
 * A card's plain link to the contact form of its language, with the ride details open and the
 * card's answers chosen (forms/booking/answers.ts). At the card's foot; on paper, it is left off.
 */
export function BookThisLink({ label, name, answers, locale }: BookThisLinkProps) {
  return (
    <ButtonLink
      href={bookingHref(pathTo('contact', locale), answers)}
      aria-label={`${label}: ${name}`}
      variant="secondary"
      className={`${styles.bookThis} screen-only`}
    >
      <Icon icon={CalendarPlus} size={22} />
      <span>{label}</span>
    </ButtonLink>
  );
}
