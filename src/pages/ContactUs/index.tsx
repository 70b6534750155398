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
              致电 {FIRM.phone}
            </a>
            <a href={`mailto:${FIRM.email}`} className="btn btn--ghost">
              发送邮件
            </a>
          </>
        }
        art={<FamilyArt family="about" />}
      />

      <Section id="contact-offices" title="办公室" lead={`总部：${HEADQUARTERS.address}`}>
        <ul className="grid offices contact__offices">
          {OFFICES.map((o) => (
            <li key={o.id} className="contact__office">
              <h3>
                {o.name}
                {o.isHeadquarters && <span className="hq-badge">总部</span>}
              </h3>
              <address>
                <dl>
                  <div>
                    <dt>地址</dt>
                    <dd>{o.address}</dd>
                  </div>
                  <div>
                    <dt>电话</dt>
                    <dd>
                      <a href={`tel:${o.phone.replace(/\s/g, '')}`}>{o.phone}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>邮箱</dt>
                    <dd>
                      <a href={`mailto:${o.email}`}>{o.email}</a>
                    </dd>
                  </div>
                  <div>
                    <dt>时间</dt>
                    <dd>{o.hours}</dd>
                  </div>
                </dl>
              </address>
            </li>
          ))}
          <li className="contact__office contact__office--channels">
            <h3>其他联系方式</h3>
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
        title="在线提交需求"
        lead={`选择与您的问题最接近的服务，填写需求后顾问会在 ${withinDays(ANSWER_DAYS.enquiry)}联系您。`}
        tinted
      >
        <div className="split contact__split">
          <ul className="grid grid--2 grid--phone-1 contact__forms">
            {ENQUIRY_FORMS.map((f) => (
              <li key={f.key}>
                <Link to={f.path} className="contact__form-link">
                  <strong>{f.title ?? f.topic}</strong>
                  <span>填写需求 →</span>
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
