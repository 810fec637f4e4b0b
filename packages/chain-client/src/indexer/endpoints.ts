/** The HTTP, WebSocket and readiness URLs of an indexer, from its base URL or its GraphQL URL. */
export interface IndexerEndpoints {
  graphql: string;
  ws: string;
  ready: string;
}

/** Accepts `http://host:8088`, `http://host:8088/api/v4/graphql` or a ws:// URL and derives the three endpoints. */
export function indexerEndpoints(url: string): IndexerEndpoints {
  const u = new URL(url);
  const base = `${u.protocol.replace(/^ws/, 'http')}//${u.host}${u.pathname.replace(/\/api\/v\d+\/graphql(\/ws)?\/?$/, '').replace(/\/$/, '')}`;
  return {
    graphql: `${base}/api/v4/graphql`,
    ws: `${base.replace(/^http/, 'ws')}/api/v4/graphql/ws`,
    ready: `${base}/ready`,
  };
}
