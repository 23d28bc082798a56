import { ApiError } from '@sauda/api';

type Method = (...args: unknown[]) => Promise<unknown>;

/** What a call answers when the client's code could not be fetched (the shopper is offline): the spec's generic text. */
export const CLIENT_NOT_LOADED = 'An unexpected error occurred.';

/**
 * A client whose code arrives with its first call (issue 8). The wire schemas, zod and the normalisers are most of
 * what a client weighs; a page the server rendered carries its answers (`data/first-answers.ts`), so it needs none of
 * them until the shopper does something that asks the server. Each method waits for `load`, then calls the loaded
 * client's method of the same name. Code that cannot be fetched rejects the call as a network `ApiError`, like an
 * unreachable server, and is asked for again at the next call.
 *
 * The methods are made as they are first named, and are the object's own properties from then on, so a test can
 * replace one (`vi.spyOn`). Nothing else is a property: in particular not `then`, so the client is not a thenable.
 */
export function lazyClient<Client extends object>(load: () => Promise<Client>): Client {
  let loading: Promise<Client> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw new ApiError(0, CLIENT_NOT_LOADED, { kind: 'network', cause: error });
    }));
  const methods: Record<string, Method> = {};
  const isMethodName = (name: string | symbol): name is string => typeof name === 'string' && name !== 'then';
  const methodOf = (name: string) =>
    (methods[name] ??= (...args) => loaded().then((client) => (client[name as keyof Client] as Method)(...args)));
  return new Proxy(methods, {
    get: (_, name) => (isMethodName(name) ? methodOf(name) : undefined),
    getOwnPropertyDescriptor: (target, name) => {
      if (isMethodName(name)) methodOf(name);
      return Reflect.getOwnPropertyDescriptor(target, name);
    },
  }) as Client;
}
