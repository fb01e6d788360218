// An ACP agent served over Streamable HTTP and WebSocket by the official TypeScript SDK's experimental server
// (@agentclientprotocol/sdk 2.4.0: `AcpServer`, its Node adapters, the `ws` package for WebSocket upgrades), for
// acp-fast's network interop tests.
//
//   node dist/net_server.js
//
// Listens on 127.0.0.1 (a port of the system's choosing), writes {"url": "http://127.0.0.1:PORT/acp"} as the first
// line of stdout once it serves (the WebSocket endpoint is the same URL with ws://), and serves until its stdin
// closes. The agent behaves as tests/interop/network_peers/agent.py's (name "ts-net-agent"): a prompt streams
// "echo: <text>" in two agent_message_chunk updates, with "slow" then 1000 chunks "." 20 ms apart; session/cancel
// ends the turn with stop reason "cancelled"; $/cancel_request for the prompt answers it -32800.

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import * as acp from "@agentclientprotocol/sdk";
import { createNodeHttpHandler, createNodeWebSocketUpgradeHandler } from "@agentclientprotocol/sdk/experimental/node";
import { AcpServer } from "@agentclientprotocol/sdk/experimental/server";
import { WebSocketServer } from "ws";

const SLOW_CHUNKS = 1000;
const SLOW_DELAY_MS = 20;

/** Resolves after `ms`, or as soon as any of `signals` aborts. */
function sleep(ms: number, ...signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const s of signals) s.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    for (const s of signals) s.addEventListener("abort", done, { once: true });
  });
}

/** One agent per connection: its sessions and their running turns (session/cancel aborts them). */
function netAgent(): acp.AgentApp {
  const turns = new Map<string, Set<AbortController>>();
  let sessions = 0;
  return acp
    .agent({ name: "ts-net-agent" })
    .onRequest(acp.methods.agent.initialize, () => ({
      protocolVersion: 1,
      agentCapabilities: {},
      agentInfo: { name: "ts-net-agent", version: "1.0.0" },
      authMethods: [],
    }))
    .onRequest(acp.methods.agent.session.new, () => {
      const sessionId = `ts-net-${++sessions}`;
      turns.set(sessionId, new Set());
      return { sessionId };
    })
    .onRequest(acp.methods.agent.session.prompt, async ({ params, signal, client }) => {
      const running = turns.get(params.sessionId);
      if (!running) throw acp.RequestError.sessionNotFound(params.sessionId);
      const text = params.prompt.map((block) => (block.type === "text" ? block.text : "")).join("");
      const slow = /\bslow\b/.test(text);
      const pieces = ["echo: ", text, ...(slow ? Array<string>(SLOW_CHUNKS).fill(".") : [])];
      const turn = new AbortController();
      running.add(turn);
      try {
        for (const piece of pieces) {
          if (turn.signal.aborted) return { stopReason: "cancelled" as const };
          if (signal.aborted) throw signal.reason; // $/cancel_request: a -32800 RequestError
          await client.notify(acp.methods.client.session.update, {
            sessionId: params.sessionId,
            update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: piece } },
          });
          if (slow) await sleep(SLOW_DELAY_MS, signal, turn.signal);
        }
        return { stopReason: "end_turn" as const };
      } finally {
        running.delete(turn);
      }
    })
    .onNotification(acp.methods.agent.session.cancel, ({ params }) => {
      for (const turn of turns.get(params.sessionId) ?? []) turn.abort(new Error("session/cancel"));
    })
    .onNotification("*", () => undefined);
}

const server = new AcpServer({ createAgent: netAgent });
const http = createServer(createNodeHttpHandler(server));
const upgrades = new WebSocketServer({ noServer: true });
http.on("upgrade", createNodeWebSocketUpgradeHandler(server, upgrades as never));

http.listen(0, "127.0.0.1", () => {
  const { port } = http.address() as AddressInfo;
  process.stdout.write(JSON.stringify({ url: `http://127.0.0.1:${port}/acp` }) + "\n");
});

// stdin's end is the signal to stop (the test closes it; a test runner that dies closes it too).
process.stdin.resume();
process.stdin.on("end", () => {
  void server.close().finally(() => {
    http.closeAllConnections();
    http.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 1000).unref();
  });
});
