import { Link, useLocation } from '@umijs/max';

import { displayErrorCode, EXCEPTION_MESSAGE_MAX, genericErrorText } from '@/content/errorTexts';
import { EXCEPTION_PAGE } from '@/content/pages/exception';
import { clipText } from '@/lib/text';
import { useBrowserValue, useQuery } from '@/prerender';
import { isExceptionState } from '@/request/errorHandler';

import './index.css';

/**
 * Where display type 9 lands. The server's message shows only when this tab's request layer redirected here
 * with it (history state, which a link cannot carry); a link from elsewhere gets the generic text of its code,
 * so the page cannot be made to say anything under the firm's name. Everything is plain text, cut to length.
 */
export default function ExceptionPage() {
  const [errorCode] = useQuery((params) => params.get('errorCode'));
  const { state } = useLocation();
  const code = displayErrorCode(errorCode);
  // The server's message comes with the navigation (the history state), which a pre-rendered page does not have.
  const serverMessage = useBrowserValue(() => {
    const ok = isExceptionState(state) && displayErrorCode(state.errorCode) === code && state.errorMessage.trim() !== '';
    return ok ? clipText(state.errorMessage, EXCEPTION_MESSAGE_MAX) : null;
  }, null);
  return (
    <section className="error-panel container">
      <h1 className="error-panel__title">{EXCEPTION_PAGE.title}</h1>
      <p className="error-panel__text exception__message" data-testid="exception-message">
        {serverMessage ?? genericErrorText(code)}
      </p>
      <p className="error-panel__detail" data-testid="exception-code">
        {EXCEPTION_PAGE.code(code)}
      </p>
      <Link to="/" className="btn btn--primary">
        {EXCEPTION_PAGE.home}
      </Link>
    </section>
  );
}
