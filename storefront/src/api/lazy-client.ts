import { ApiError } from '@sauda/api';

type Method = (...args: unknown[]) => Promise<unknown>;

/** What a call answers when the client's code could not be fetched (the shopper is offline): the spec's generic text. */
export const CLIENT_NOT_LOADED = 'An unexpected error occurred.';

/**
 * A client whose code arrives with its first call (issue 8). The wire schemas, zod and the normalisers are most of
 * what a client weighs; a page the server rendered carries its answers (`data/first-answers.ts`), so it needs none of
 * them until the shopper does something that asks the server. Each method waits for `load` (the client's module),
 * then calls the method of the same name on the module's export `exportName`. Code that cannot be fetched rejects the
 * call as a network `ApiError`, like an unreachable server, and is asked for again at the next call.
 *
 * The methods are made as they are first named, and are the object's own properties from then on, so a test can
 * replace one (`vi.spyOn`). Nothing else is a property: in particular not `then`, so the client is not a thenable.
 */
export function lazyClient<Module, Name extends keyof Module>(
  load: () => Promise<Module>,
  exportName: Name,
): Module[Name] & object {
  type Client = Module[Name] & object;
  let loading: Promise<Client> | undefined;
  const loaded = () =>
    (loading ??= load().then(
      (module) => module[exportName] as Client,
      (error: unknown) => {
        loading = undefined;
        throw new ApiError(0, CLIENT_NOT_LOADED, { kind: 'network', cause: error });
      },
    ));
  const methods: Record<string, Method> = {};
  const isMethodName = (key: string | symbol): key is string => typeof key === 'string' && key !== 'then';
  const methodOf = (method: string) =>
    (methods[method] ??= (...args) => loaded().then((client) => (client[method as keyof Client] as Method)(...args)));
  return new Proxy(methods, {
    get: (_, key) => (isMethodName(key) ? methodOf(key) : undefined),
    getOwnPropertyDescriptor: (target, key) => {
      if (isMethodName(key)) methodOf(key);
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  }) as Client;
}
