import { useDispatch } from '@umijs/max';
import { useEffect } from 'react';

import { startVisitor } from './start';

/** Mounted once around the app: starts sign-in, monitoring, analytics and the JS-SDK after the first render. */
export default function VisitorRuntime() {
  const dispatch = useDispatch();
  useEffect(() => {
    void startVisitor(dispatch);
  }, [dispatch]);
  return null;
}
