import { CircleAlert } from 'lucide';
import { Icon } from '../../components/Icon';
import styles from './Field.module.css';

/** A field's error, GOV.UK style: its prefix read out, not shown ("Error: Enter your phone number"). */
export function FieldError({ id, prefix, text }: { id: string; prefix: string; text: string }) {
  return (
    <p id={id} className={styles.error}>
      <Icon icon={CircleAlert} className={styles.errorIcon} size={24} />
      <span>
        <span className="visually-hidden">{prefix} </span>
        {text}
      </span>
    </p>
  );
}
