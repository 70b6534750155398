import { Link, useSearchParams } from '@umijs/max';

import { TEXTS } from '@/config/site';

/** Where display type 9 lands. The code and message are query text: rendered as plain text only. */
export default function ExceptionPage() {
  const [params] = useSearchParams();
  const code = params.get('errorCode') || '未知';
  const message = params.get('errorMessage') || TEXTS.requestError;
  return (
    <section className="error-panel container">
      <h1 className="error-panel__title">请求未能完成</h1>
      <p className="error-panel__text" data-testid="exception-message">
        {message}
      </p>
      <p className="error-panel__detail" data-testid="exception-code">
        错误代码：{code}
      </p>
      <Link to="/" className="btn btn--primary">
        返回首页
      </Link>
    </section>
  );
}
