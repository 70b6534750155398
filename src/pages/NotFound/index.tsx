import { Link } from '@umijs/max';

export default function NotFoundPage() {
  return (
    <section className="error-panel container">
      <svg width="160" height="100" viewBox="0 0 160 100" aria-hidden="true">
        <text className="fill-brand-soft stroke-brand" x="80" y="70" textAnchor="middle" fontSize="64" fontWeight="700" strokeWidth="1.5">
          404
        </text>
      </svg>
      <h1 className="error-panel__title">页面不存在</h1>
      <p className="error-panel__text">您访问的页面可能已移动或删除，请检查链接，或从首页重新进入。</p>
      <Link to="/" className="btn btn--primary">
        返回首页
      </Link>
    </section>
  );
}
