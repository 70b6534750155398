import { Link } from '@umijs/max';
import Section from '@/components/Section';

/** Research reports of the Library. For now a band linking to the materials and case pages (the reports collection lands with another branch). */
export default function ReportsSection() {
  return (
    <Section id="library-reports" title="研究报告与案例" tinted>
      <div className="library-reports" data-testid="library-reports">
        <p className="library-reports__text">行业白皮书、专题研究报告与客户案例，可在线阅读或下载PDF。</p>
        <div className="library-reports__actions">
          <Link to="/down?type=report" className="btn btn--primary">
            浏览研究报告
          </Link>
          <Link to="/case" className="btn btn--ghost">
            查看客户案例
          </Link>
        </div>
      </div>
    </Section>
  );
}
