import type { NotFound, Site } from '../../content/schemas';
import { ButtonLink } from '../ButtonLink';
import layout from '../Layout.module.css';
import { PhoneButtonLink } from '../PhoneButtonLink';

interface NotFoundPageProps {
  notFound: NotFound;
  site: Site;
}

export function NotFoundPage({ notFound, site }: NotFoundPageProps) {
  return (
    <div className={layout.section}>
      <div className={layout.container}>
        <h1>{notFound.heading}</h1>
        <p className={layout.lead}>{notFound.text}</p>
        <div className={layout.actions}>
          <ButtonLink href={notFound.homeAction.href} variant="accent">
            {notFound.homeAction.label}
          </ButtonLink>
          <PhoneButtonLink label={notFound.callLabel} phone={site.company.phone} />
        </div>
      </div>
    </div>
  );
}
