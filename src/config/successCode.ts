/** The code a platform answer that carries data succeeds with (the industry list, the JS-SDK signature). */
export const INDUSTRY_SUCCESS_CODE = 1000;
