/**
 * What the Sensors SDK leaves on the device (its cookies with the visitor's random id, its page-leave heartbeats in
 * storage), removed while the visitor has not said yes: on a no, and on a device not asked yet (an SDK of an earlier
 * version ran unasked). A heartbeat left behind would otherwise be sent by the SDK on a later visit.
 */
import { ANALYTICS_SDK_TRACE_PREFIXES } from '@/config/visitor';
import { removeStorage, storageKeys } from '@/lib/storage';

const isTrace = (name: string) => ANALYTICS_SDK_TRACE_PREFIXES.some((prefix) => name.startsWith(prefix));

/** The host and each of its parent domains ('a.b.example.cn' -> ['', 'a.b.example.cn', 'b.example.cn', 'example.cn']). */
function cookieDomains(hostname: string): string[] {
  const parts = hostname.split('.');
  const parents = /^[\d.]+$/.test(hostname) ? [] : parts.slice(0, -1).map((_, i) => parts.slice(i).join('.'));
  return ['', ...parents];
}

export function forgetSdkTraces(): void {
  let names: string[] = [];
  try {
    names = document.cookie
      .split(';')
      .map((pair) => pair.split('=')[0].trim())
      .filter(isTrace);
  } catch {
    names = []; // cookies unavailable
  }
  for (const name of names) {
    // The SDK sets its cookie on the widest domain it may (cross_subdomain); a cookie goes only with its own domain.
    for (const domain of cookieDomains(window.location.hostname)) {
      document.cookie = `${name}=; max-age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
  for (const which of ['local', 'session'] as const) {
    for (const prefix of ANALYTICS_SDK_TRACE_PREFIXES) for (const key of storageKeys(prefix, which)) removeStorage(key, which);
  }
}
