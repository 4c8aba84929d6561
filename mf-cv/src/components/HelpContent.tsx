import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import type { BrandSettings } from '@portal/contracts';
import { useLanguage } from '@portal/ui';
import { helpText } from '../help-content';

const contactPath = '/contacto';

/** A contents link brings its topic into view without touching the address (it works in a dialog too). */
const goToTopic = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: 'start' });
  target.focus();
};

/**
 * The student's help in the user's language: contents, one topic per heading with links to where
 * things are done, and the careers office's addresses from the brand (once they have arrived). `level` is the level of the
 * topics' headings (2 on the page, 3 inside the dialog, whose title is a level 2 heading);
 * `onNavigate` lets the dialog close when one of its links leads elsewhere.
 */
export const HelpContent = ({
  level,
  emails,
  onNavigate,
}: {
  level: 2 | 3;
  emails: BrandSettings['emailsContacto'] | undefined;
  onNavigate?: () => void;
}) => {
  const language = useLanguage();
  const text = helpText[language];
  const Heading = level === 2 ? 'h2' : 'h3';
  const topics = [
    ...text.topics.map(({ id, title }) => ({ id, title })),
    { id: 'ayuda-contacto', title: text.contact.title },
  ];
  return (
    <div className="cv-help">
      <p>{text.intro}</p>
      <nav aria-label={text.contents} className="cv-help__contents">
        <ol>
          {topics.map((topic) => (
            <li key={topic.id}>
              <a href={`#${topic.id}`} onClick={(event) => goToTopic(event, topic.id)}>
                {topic.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {text.topics.map((topic) => (
        <section
          key={topic.id}
          id={topic.id}
          tabIndex={-1}
          aria-labelledby={`${topic.id}-title`}
          className="cv-help__topic"
        >
          <Heading id={`${topic.id}-title`}>{topic.title}</Heading>
          {topic.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {topic.items ? (
            <ul>
              {topic.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
          {topic.links ? (
            <ul className="cv-help__links">
              {topic.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} onClick={onNavigate}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <section
        id="ayuda-contacto"
        tabIndex={-1}
        aria-labelledby="ayuda-contacto-title"
        className="cv-help__topic"
      >
        <Heading id="ayuda-contacto-title">{text.contact.title}</Heading>
        {emails ? (
          <>
            <p>{text.contact.text}</p>
            <dl className="cv-help__emails" data-testid="help-emails">
              {(
                [
                  [text.contact.internships, emails.practicas],
                  [text.contact.jobs, emails.empleo],
                  [text.contact.general, emails.general],
                ] as const
              )
                .filter(([, email]) => email)
                .map(([label, email]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>
                      <a href={`mailto:${email}`}>{email}</a>
                    </dd>
                  </div>
                ))}
            </dl>
          </>
        ) : null}
        <p>
          <Link to={contactPath} onClick={onNavigate}>
            {text.contact.form}
          </Link>
        </p>
      </section>
    </div>
  );
};
