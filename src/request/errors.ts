import type * as API from '@/api';

/** How an error is shown to the visitor; the server picks it with `showType`. */
export enum ErrorShowType {
  SILENT = 0,
  WARN_MESSAGE = 1,
  ERROR_MESSAGE = 2,
  NOTIFICATION = 4,
  REDIRECT = 9,
}

export interface BizErrorInfo {
  errorCode?: string;
  errorMessage?: string;
  showType: ErrorShowType;
  data?: unknown;
}

/** A response with `success: false`, carrying the server's message. */
export class BizError extends Error {
  readonly info: BizErrorInfo;

  constructor(info: BizErrorInfo) {
    super(info.errorMessage || 'BizError');
    this.name = 'BizError';
    this.info = info;
  }
}

const KNOWN_SHOW_TYPES = new Set<number>(Object.values(ErrorShowType).filter((v): v is number => typeof v === 'number'));

export const toShowType = (value: unknown): ErrorShowType =>
  typeof value === 'number' && KNOWN_SHOW_TYPES.has(value) ? value : ErrorShowType.ERROR_MESSAGE;

/** errorThrower of the Max request plugin: it is called only for `success === false`. */
export function throwBizError(res: API.ResponseStructure): never {
  throw new BizError({
    errorCode: res.errorCode,
    errorMessage: res.errorMessage,
    showType: toShowType(res.showType),
    data: res.data,
  });
}

export const isBizError = (error: unknown): error is BizError =>
  error instanceof BizError || (error as Error | undefined)?.name === 'BizError';
