import { Link } from '@umijs/max';

import { FamilyArt } from '@/components/Illustrations';
import PageHero from '@/components/PageHero';
import Section from '@/components/Section';
import SiteQrCode from '@/components/SiteQrCode';
import { FORMS } from '@/config/forms';
import { ANSWER_DAYS, withinDays } from '@/content/answerDays';
import { CONTACT_CHANNELS, HEADQUARTERS, OFFICES } from '@/content/company';
import { FIRM } from '@/content/firm';
import { PAGE_HEROES } from '@/content/pageCopy';
import { CONTACT_US_PAGE } from '@/content/pages/contactUs';

import '@/components/Card/card.css';
import './index.css';

const ENQUIRY_FORMS = FORMS.filter((f) => f.kind === 'service');

/** /contactUs: offices with address, phone, email and hours, a QR code of the site and the enquiry forms. */
export default function ContactUsPage() {
  return (
    <div className="contact">
      <PageHero
        {...PAGE_HEROES.contactUs}
        actions={
          <>
            <a href={`tel:${FIRM.phone}`} className="btn btn--primary">
              {CONTACT_US_PAGE.hero.call(FIRM.phone)}
            </a>
            <a href={`mailto:${FIRM.email}`} className="btn btn--ghost">
              {CONTACT_US_PAGE.hero.email}
            </a>
          </>
        }
        art={<FamilyArt family="about" />}
      />

      <Section id="contact-offices" title={CONTACT_US_PAGE.offices.title} lead={CONTACT_US_PAGE.offices.lead(HEADQUARTERS.address)}>
        <ul className="grid offices contact__offices">
          {OFFICES.map((o) => (
            <li key={o.id} className="contact__office">
              <h3>
                {o.name}
                {o.isHeadquarters && <span className="hq-badge">{CONTACT_US_PAGE.offices.headquarters}</span>}
              </h3>
              <address>
                <dl>
                  <div>
                    <dt>{CONTACT_US_PAGE.offices.address}</dt>
                    <dd>{o.address}</dd>
                  </div>
                  <div>
                    <dt>{CONTACT_US_PAGE.offices.phone}</dt>
                    <dd>
                      <a href={`tel:${o.phone.replace(/\s/g, '')}`}>{o.phone}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>{CONTACT_US_PAGE.offices.email}</dt>
                    <dd>
                      <a href={`mailto:${o.email}`}>{o.email}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>{CONTACT_US_PAGE.offices.hours}</dt>
                    <dd>{o.hours}</dd>
                  </div>
                </dl>
              </address>
            </li>
          ))}
          <li className="contact__office contact__office--channels">
            <h3>{CONTACT_US_PAGE.offices.otherChannels}</h3>
            <dl>
              {CONTACT_CHANNELS.map((c) => (
                <div key={c.email}>
                  <dt>{c.label}</dt>
                  <dd>
                    <a href={`mailto:${c.email}`}>{c.email}</a>
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        </ul>
      </Section>

      <Section
        id="contact-forms"
        title={CONTACT_US_PAGE.forms.title}
        lead={CONTACT_US_PAGE.forms.lead(withinDays(ANSWER_DAYS.enquiry))}
        tinted
      >
        <div className="split contact__split">
          <ul className="grid grid--2 grid--phone-1 contact__forms">
            {ENQUIRY_FORMS.map((f) => (
              <li key={f.key}>
                <Link to={f.path} className="contact__form-link">
                  <strong>{f.title ?? f.topic}</strong>
                  <span>{CONTACT_US_PAGE.forms.link}</span>
                </Link>
              </li>
            ))}
          </ul>
          <SiteQrCode />
        </div>
      </Section>
    </div>
  );
}
