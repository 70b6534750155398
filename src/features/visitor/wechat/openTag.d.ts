import 'react';

/** WeChat's open tag that launches a mini program (JS-SDK 1.6.0+, `openTagList`). */
declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'wx-open-launch-weapp': { appid: string; path?: string; username?: string; children?: ReactNode };
    }
  }
}
