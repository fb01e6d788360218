// A pass-through ACP proxy component over stdio, built on the official TypeScript SDK
// (@agentclientprotocol/sdk 2.4.0, whose `/unstable` entry exports the proxy method names), for acp-fast
// interop tests: it runs inside an acp-fast conductor.
//
// Its one connection goes to the conductor:
//   proxy/initialize P                      -> proxy/successor {method: "initialize", params: P}, answered verbatim
//   M P (from the predecessor)              -> proxy/successor {method: M, params: P}
//   proxy/successor {method: M, params: P}  -> M P (to the predecessor)
// Requests are answered with what comes back. `$/cancel_request` is hop-scoped: the SDK aborts the handler's
// signal, and the request sent on the handler's behalf is cancelled with its own id (`cancellationSignal`).
// The SDK does not route proxy methods through its agent or client APIs: the raw fallbacks ("*") do it here.
//
// stdout carries the protocol only; every log line goes to stderr.

import { Readable, Writable } from "node:stream";

import { agent, ndJsonStream, PROXY_METHODS, RequestError } from "@agentclientprotocol/sdk/unstable";

const NAME = "ts-interop-proxy";
const CANCEL_REQUEST = "$/cancel_request";

type Inner = { method: string; params?: unknown };

function envelope(method: string, params: unknown): Inner {
  return params === undefined || params === null ? { method } : { method, params };
}

function unwrap(params: unknown): Inner {
  if (params === null || typeof params !== "object" || typeof (params as Inner).method !== "string") {
    throw RequestError.invalidParams(undefined, "proxy/successor needs a string `method`");
  }
  const inner = params as Inner;
  return { method: inner.method, params: inner.params ?? undefined };
}

const app = agent({ name: NAME })
  // No `initialize` handler: this component is initialized with proxy/initialize, and an `initialize` handler
  // would make the SDK refuse everything before a plain `initialize`.
  .onRequest("*", async ({ method, params, signal, client }) => {
    const options = { cancellationSignal: signal };
    if (method === PROXY_METHODS.proxy_initialize) {
      return client.request(PROXY_METHODS.proxy_successor, envelope("initialize", params), options);
    }
    if (method === PROXY_METHODS.proxy_successor) {
      const inner = unwrap(params);
      return client.request(inner.method, inner.params, options);
    }
    return client.request(PROXY_METHODS.proxy_successor, envelope(method, params), options);
  })
  .onNotification("*", async ({ method, params, client }) => {
    if (method === CANCEL_REQUEST) return; // applied by the SDK to the request it names; never forwarded
    if (method === PROXY_METHODS.proxy_successor) {
      const inner = unwrap(params);
      if (inner.method !== CANCEL_REQUEST) await client.notify(inner.method, inner.params);
      return;
    }
    await client.notify(PROXY_METHODS.proxy_successor, envelope(method, params));
  });

const connection = app.connect(
  ndJsonStream(
    Writable.toWeb(process.stdout) as WritableStream<Uint8Array>,
    Readable.toWeb(process.stdin) as ReadableStream<Uint8Array>,
  ),
);
connection.closed.then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[${NAME}] connection closed with an error:`, error);
    process.exit(1);
  },
);
