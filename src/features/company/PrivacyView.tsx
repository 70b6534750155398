import PageHero from '@/components/PageHero';
import type { PrivacyWords } from '@/content/pages/privacy';

import './privacy.css';

/** The personal information notice in one edition's words (/privacy, /en/privacy): its contents, then its sections. */
export default function PrivacyView({ words }: { words: PrivacyWords }) {
  const { hero, toc, sections } = words;
  return (
    <div className="privacy">
      <PageHero {...hero} />
      <div className="container privacy__body">
        <nav className="privacy__toc" aria-label={toc.label}>
          <ol>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#privacy-${s.id}`}>{toc.entry(s.title)}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="privacy__text">
          {sections.map((s) => (
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
