/**
 * The WeChat JS-SDK (a lazy chunk, loaded only inside WeChat): signs the page through
 * GET /api/platform/wechat/share, configures the share abilities and the open tag, and keeps the
 * share card of the current page applied. A signature error is re-signed once with the current
 * address; after that the SDK gives up quietly and the monitor hears of it.
 */
import wx from 'weixin-js-sdk';

import type * as API from '@/api';
import { CODE_ANSWER_SUCCESS } from '@/config/successCode';
import { WECHAT_JS_API_LIST, WECHAT_OPEN_TAG_LIST, WECHAT_SHARE_MENU_ITEMS } from '@/config/visitor';
import { WECHAT_JSSDK } from '@/content/ui/visitor';
import { routeDescriptionOf, type RouteMeta } from '@/features/site/routeMeta';
import type { SharedItem } from '@/lib/pageShare';
import { getWechatShareConfig } from '@/services/wechat';

import { reportToMonitor } from '../monitor/monitor';
import { shareCardFor } from './shareCard';
import { isIosUserAgent, signingUrl } from './signingUrl';

export interface WechatOptions {
  ua: string;
  /** The address the visitor first landed on (iOS signs it for the whole visit). */
  landingHref: string;
  /** The current page: its route and the item it shows, if any (its share card is made from them). */
  currentPage: () => { route: RouteMeta | undefined; item: SharedItem | null };
  /** The SDK is configured (global model `wxConfig`). */
  onReady: () => void;
}

type MenuList = Parameters<typeof wx.hideMenuItems>[0]['menuList'];
const SHARE_MENU = [...WECHAT_SHARE_MENU_ITEMS] as MenuList;

let options: WechatOptions | null = null;
let signedFor: string | null = null;
let generation = 0;
let ready = false;
let retried = false;
let gaveUp = false;

const currentUrl = () => window.location.href.split('#')[0];

function giveUp(reason: string) {
  gaveUp = true;
  ready = false;
  reportToMonitor('wechat-signature', reason, { name: signedFor?.split('?')[0] });
}

function onSignatureError(message: string) {
  if (retried) {
    giveUp(WECHAT_JSSDK.resignFailed(message));
    return;
  }
  retried = true;
  void sign(currentUrl());
}

let shares = 0;

async function applyShare() {
  if (!options || !ready) return;
  const { route, item } = options.currentPage();
  const share = ++shares;
  const description = item?.summary ? '' : await routeDescriptionOf(route);
  // A later page's card may have been applied meanwhile.
  if (share !== shares || !ready) return;
  const card = shareCardFor(route, item, window.location.href, description);
  if (!card) {
    wx.hideMenuItems({ menuList: SHARE_MENU });
    return;
  }
  wx.showMenuItems({ menuList: SHARE_MENU });
  const done = () => {};
  wx.updateAppMessageShareData({ title: card.title, desc: card.desc, link: card.link, imgUrl: card.imgUrl, success: done });
  wx.updateTimelineShareData({ title: card.title, link: card.link, imgUrl: card.imgUrl, success: done });
}

async function sign(url: string) {
  const own = ++generation;
  signedFor = url;
  ready = false;
  let config: API.WechatShareConfig;
  try {
    const res = await getWechatShareConfig(url);
    if (res?.code !== CODE_ANSWER_SUCCESS || !res.data) throw new Error(res?.message || `code ${res?.code}`);
    config = res.data;
  } catch (error) {
    if (own === generation) giveUp(WECHAT_JSSDK.signRequestFailed(error instanceof Error ? error.message : String(error)));
    return;
  }
  if (own !== generation) return;
  let failed = false;
  wx.error((err) => {
    if (own !== generation || failed) return;
    failed = true;
    ready = false;
    onSignatureError(err?.errMsg ?? '');
  });
  wx.config({
    debug: false,
    appId: config.appId,
    timestamp: config.timestamp,
    nonceStr: config.nonceStr,
    signature: config.signature,
    jsApiList: [...WECHAT_JS_API_LIST],
    openTagList: [...WECHAT_OPEN_TAG_LIST],
  });
  wx.ready(() => {
    if (failed || own !== generation || gaveUp) return;
    ready = true;
    options?.onReady();
    void applyShare();
  });
}

export function startWechatSdk(opts: WechatOptions) {
  if (options) return;
  options = opts;
  void sign(signingUrl(opts.ua, opts.landingHref, currentUrl()));
}

/** On every route change: Android re-signs for the new address; the card follows the page. */
export function onWechatRoute() {
  if (!options || gaveUp) return;
  const url = signingUrl(options.ua, options.landingHref, currentUrl());
  if (!isIosUserAgent(options.ua) && url !== signedFor) void sign(url);
  else void applyShare();
}

/** The page's item arrived (its title and summary): the card names it. */
export const refreshShare = () => void applyShare();
