import { Phone } from 'lucide';
import type { Facts } from '../content/facts/schema';
import { ButtonLink } from './ButtonLink';
import styles from './PhoneButtonLink.module.css';
import { Icon } from './Icon';

interface PhoneButtonLinkProps {
  /** Words before the number, such as "Call toll-free". */
  label: string;
  phone: Facts['company']['phone'];
}

/** A button that dials the company, its number spelled out and never broken across lines. */
export function PhoneButtonLink({ label, phone }: PhoneButtonLinkProps) {
  return (
    <ButtonLink href={`tel:${phone.tel}`} variant="secondary">
      <Icon icon={Phone} size={22} />
      {/* One text run, so a narrow screen breaks it before the number rather than inside the words. */}
      <span>
        {label} <span className={styles.number}>{phone.display}</span>
      </span>
    </ButtonLink>
  );
}
