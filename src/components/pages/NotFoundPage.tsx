import type { NotFound } from '../../content/schemas';
import { ButtonLink } from '../ButtonLink';
import layout from '../Layout.module.css';

interface NotFoundPageProps {
  notFound: NotFound;
}

export function NotFoundPage({ notFound }: NotFoundPageProps) {
  return (
    <div className={layout.section}>
      <div className={layout.container}>
        <h1>{notFound.heading}</h1>
        <p className={layout.lead}>{notFound.text}</p>
        <div className={layout.actions}>
          <ButtonLink href={notFound.homeAction.href} variant="accent">
            {notFound.homeAction.label}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
