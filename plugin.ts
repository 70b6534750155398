import type { IApi } from '@umijs/max';

/** Local Umi plugin: the document language is Chinese. */
export default (api: IApi) => {
  api.modifyHTML(($) => {
    $('html').attr('lang', 'zh-CN');
    return $;
  });
};
