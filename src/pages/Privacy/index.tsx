import PageHero from '@/components/PageHero';
import { PRIVACY_PAGE } from '@/content/pages/privacy';
import { PRIVACY_HERO, PRIVACY_SECTIONS } from '@/content/privacy';

import './index.css';

/** /privacy: the personal information notice every form's consent box links to. */
export default function PrivacyPage() {
  return (
    <div className="privacy">
      <PageHero {...PRIVACY_HERO} />
      <div className="container privacy__body">
        <nav className="privacy__toc" aria-label={PRIVACY_PAGE.toc.label}>
          <ol>
            {PRIVACY_SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#privacy-${s.id}`}>{PRIVACY_PAGE.toc.entry(s.title)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="privacy__text">
          {PRIVACY_SECTIONS.map((s) => (
            <section key={s.id} id={`privacy-${s.id}`} aria-labelledby={`privacy-${s.id}-title`}>
              <h2 id={`privacy-${s.id}-title`}>{s.title}</h2>
              {s.paragraphs?.map((p) => (
                <p key={p}>{p}</p>
              ))}
              {s.items && (
                <ul>
                  {s.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
