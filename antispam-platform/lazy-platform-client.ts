// A platform client whose code downloads on its first call (or on `load()`): pages where nothing
// calls the add-on before the visitor acts (cookie mode `none`, no pixel lookup) start without the
// transport, nonce-refresh and block-detection code. Once loaded, calls go straight through, so a
// `keepalive` save made right before a form navigates away still starts inside that submit.
import type { PlatformGlobals } from '../kernel/contract';
import type { PlatformCallResult, PlatformClient, PlatformClientOptions } from './platform-call';
import { antispamPlatform } from './platform-settings';

/**
 * Without `nonces()`: nothing outside the client reads them, and this part is in the eager anti-spam
 * chunk of every page with the add-on. The printed ones are in `platform`.
 */
export interface LazyPlatformClient extends Omit<PlatformClient, 'nonces'> {
  /** Downloads the client now (before a submit needs it synchronously). */
  load(): Promise<PlatformClient>;
}

export function lazyPlatformClient(
  globals: PlatformGlobals,
  options?: PlatformClientOptions,
): LazyPlatformClient {
  let loaded: PlatformClient | undefined;
  let loading: Promise<PlatformClient> | undefined;
  const load = () => {
    loading ??= import('./platform-call').then(({ platformClient }) => {
      loaded = platformClient(globals, options);
      return loaded;
    });
    // A failed download may be retried by the next call.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const platform = antispamPlatform(globals);
  return {
    platform,
    load,
    call: (request): Promise<PlatformCallResult> =>
      loaded
        ? loaded.call(request)
        : load().then(
            (client) => client.call(request),
            (): PlatformCallResult => ({ ok: false, reason: 'network', status: 0 }),
          ),
  };
}
