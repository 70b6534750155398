/**
 * The code an answer in the `{ code, data, message }` envelope succeeds with: the industry list, the JS-SDK signature,
 * and the generic check of any answer in that envelope (src/request/answer.ts).
 */
export const CODE_ANSWER_SUCCESS = 1000;
