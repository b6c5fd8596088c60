/** The small part of `oidc-provider` the tests use (the package ships no types). */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Account = { accountId: string; claims(): Promise<Record<string, unknown>> };
  type Configuration = {
    clients: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    findAccount(ctx: unknown, id: string): Promise<Account>;
  };

  /** An OpenID Connect provider. */
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(
      event: string,
      listener: (ctx: unknown, error: Error & { error_detail?: string }) => void,
    ): void;
  }
}
