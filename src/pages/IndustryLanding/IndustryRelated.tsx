import { Link } from '@umijs/max';
import Section from '@/components/Section';
import type { IndustryLandingDefinition } from '@/config/industries';

interface Props {
  slug: IndustryLandingDefinition['slug'];
}

/** Cases and materials of one industry. For now two link tiles into the materials centre, filtered by industry. */
export default function IndustryRelated({ slug }: Props) {
  const tiles = [
    { path: `/case?industry=${slug}`, title: '行业案例', text: '看看同行业的客户带着什么问题来，又是如何得到答案的。' },
    { path: `/down?industry=${slug}`, title: '研究资料', text: '下载本行业的研究报告、白皮书与专家观点合集。' },
  ];
  return (
    <Section id="ind-related" title="案例与资料">
      <ul className="ind-related" data-testid="industry-related">
        {tiles.map((tile) => (
          <li key={tile.path}>
            <Link to={tile.path} className="ind-related__tile">
              <strong>{tile.title}</strong>
              <span>{tile.text}</span>
              <span className="ind-related__more" aria-hidden="true">
                进入 →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
