import { Fragment } from 'react';
import type { Facts } from '../../content/facts/schema';

/** Words that name the company's phone number, the number a link to call it wherever it stands in them. */
export function PhoneLinked({
  text,
  phone,
  className,
}: {
  text: string;
  phone: Facts['company']['phone'];
  className?: string | undefined;
}) {
  const parts = text.split(phone.display);
  return parts.map((part, index) => (
    // The parts of one text, in its order, never reordered: their place is their key.
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <a className={className} href={`tel:${phone.tel}`}>
          {phone.display}
        </a>
      ) : null}
    </Fragment>
  ));
}
