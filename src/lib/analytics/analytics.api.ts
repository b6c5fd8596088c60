import type { HttpClient } from '../shared/http/http-client';

/** Analytics calls. */
export function createAnalyticsApi(http: HttpClient) {
  return {
    /**
     * `POST /v1/ecommerce_events`: records the event (with `logreco_rcmd_ct` when it concerns
     * recommendations); answers the popup to show, if any.
     */
    async record(
      name: string,
      args: object,
      token: string | null,
      logrecoRcmdCt: number | null = null,
    ): Promise<unknown> {
      const res = await http.post<{ popup?: unknown }>('/v1/ecommerce_events', {
        name,
        args,
        token,
        ...(logrecoRcmdCt === null ? {} : { logreco_rcmd_ct: logrecoRcmdCt }),
      });
      return res.ignored ? null : (res.data.popup ?? null);
    },
  };
}
