/**
 * Another language's texts for English ones: the same keys (and exports, for a module), a string for each string, a
 * function of the same arguments for each text that names something (an amount, a shop, a count), the same keys for a
 * table of labels. Commerce's `messages/<language>/<area>.ts`, the storefront's messages and content and the kit's
 * widget texts (`TextsIn`) all check themselves against English with it; a build for a language reads those modules in
 * place of English's (the storefront's `locale-build.ts`), and the server and the tests read English.
 */
export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : T[K] extends string
      ? string
      : Translation<T[K]>;
};

/**
 * `Ur` when it has exactly `En`'s texts, each of the same kind, and a type error otherwise. Each
 * `messages/ur/<area>.ts` imports itself and English as types (`import type * as ur from './<area>'`,
 * `import type * as en from '../en/<area>'`) and ends with `export type Checked = Complete<typeof ur, typeof en>;`,
 * so a text missing from it (or one English does not have) fails `tsc`; `messages-complete.test.ts` checks the same
 * at run time, and that each text is written in Urdu.
 */
export type Complete<Ur extends Translation<En>, En extends Translation<Ur>> = Ur;
