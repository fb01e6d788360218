// An ACP client over Streamable HTTP and WebSocket, built on the official TypeScript SDK's experimental
// transports (@agentclientprotocol/sdk 2.4.0: `createHttpStream`, `createWebSocketStream` with the `ws`
// package's WebSocket), for acp-fast's network interop tests.
//
//   node dist/net_client.js URL...      (http://... Streamable HTTP, ws://... WebSocket)
//
// Each URL gets one connection and one session. The report is one JSON object per line on stdout, each with
// "url" and "step", the same steps as tests/interop/network_peers/client.py:
//   initialize {agentName}, new_session {sessionId}, prompt "hello" {stopReason, text, updates},
//   cancel_request: prompt "slow" whose cancellationSignal is aborted after its first update (the SDK sends
//     $/cancel_request and waits for the answer) {how: "signal", outcome: "error <code>" | "result <stopReason>",
//     ignored: no answer within 2 s (the turn is then ended with session/cancel), lateUpdates: after the answer},
//   session_cancel: prompt "slow", session/cancel after its first update {stopReason, updates},
//   again: prompt "hello" {stopReason, text};
// then {"url": "", "step": "done"}. Exit code 0 when every step ran, 1 (with the error on stderr) otherwise.

import * as acp from "@agentclientprotocol/sdk";
import { createHttpStream } from "@agentclientprotocol/sdk/experimental/http-client";
import { createWebSocketStream, type WebSocketConstructor } from "@agentclientprotocol/sdk/experimental/ws-client";
import WebSocket from "ws";

const STEP_TIMEOUT_MS = 30_000;
// How long an answer to a cancelled prompt may take before the agent counts as ignoring $/cancel_request.
const IGNORED_AFTER_MS = 2000;
// How long the client listens for updates after a prompt's answer (the slow turn sends one per 20 ms).
const QUIET_MS = 200;

function report(url: string, step: string, fields: Record<string, unknown> = {}): void {
  process.stdout.write(JSON.stringify({ url, step, ...fields }) + "\n");
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function withTimeout<T>(promise: Promise<T>, what: string, ms = STEP_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The answer as the report spells it: "error <code>" or "result <stopReason>". */
async function outcome(answer: Promise<acp.PromptResponse>, what: string): Promise<string> {
  try {
    return `result ${(await withTimeout(answer, what)).stopReason}`;
  } catch (error) {
    if (error instanceof acp.RequestError) return `error ${error.code}`;
    throw error;
  }
}

class Updates {
  count = 0;
  text = "";
  private waiters: Array<() => void> = [];

  reset(): void {
    this.count = 0;
    this.text = "";
  }

  record(update: acp.SessionUpdate): void {
    this.count++;
    if (update.sessionUpdate === "agent_message_chunk" && update.content.type === "text") {
      this.text += update.content.text;
    }
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }

  async first(): Promise<void> {
    while (this.count === 0) await new Promise<void>((resolve) => this.waiters.push(resolve));
  }
}

function textBlocks(text: string): acp.ContentBlock[] {
  return [{ type: "text", text }];
}

async function session(url: string): Promise<void> {
  const updates = new Updates();
  const app = acp
    .client({ name: "ts-net-client" })
    .onNotification(acp.methods.client.session.update, ({ params }) => updates.record(params.update))
    .onNotification("*", () => undefined);
  const stream = url.startsWith("ws")
    ? createWebSocketStream(url, { WebSocket: WebSocket as unknown as WebSocketConstructor })
    : createHttpStream(url);
  await app.connectWith(stream, async (agent) => {
    const init = await withTimeout(agent.request(acp.methods.agent.initialize, { protocolVersion: 1 }), "initialize");
    report(url, "initialize", { agentName: init.agentInfo?.name ?? null });
    const { sessionId } = await withTimeout(
      agent.request(acp.methods.agent.session.new, { cwd: "/", mcpServers: [] }),
      "session/new",
    );
    report(url, "new_session", { sessionId });
    const prompt = (text: string, signal?: AbortSignal) =>
      agent.request(
        acp.methods.agent.session.prompt,
        { sessionId, prompt: textBlocks(text) },
        signal ? { cancellationSignal: signal } : undefined,
      );

    updates.reset();
    let response = await withTimeout(prompt("hello"), "prompt hello");
    report(url, "prompt", { stopReason: response.stopReason, text: updates.text, updates: updates.count });

    // $/cancel_request: the answer comes after every update of the turn; an agent that honours it answers at once.
    updates.reset();
    const controller = new AbortController();
    const cancelled = prompt("slow", controller.signal);
    cancelled.catch(() => undefined);
    await withTimeout(updates.first(), "the first update of prompt slow");
    controller.abort();
    const ignored = (await Promise.race([cancelled.then(() => false, () => false), delay(IGNORED_AFTER_MS).then(() => true)]));
    if (ignored) await agent.notify(acp.methods.agent.session.cancel, { sessionId });
    const answer = await outcome(cancelled, "the answer to the cancelled prompt");
    const atAnswer = updates.count;
    await delay(QUIET_MS);
    report(url, "cancel_request", { how: "signal", outcome: answer, ignored, lateUpdates: updates.count - atAnswer });

    updates.reset();
    const turn = prompt("slow");
    await withTimeout(updates.first(), "the first update of prompt slow");
    await agent.notify(acp.methods.agent.session.cancel, { sessionId });
    response = await withTimeout(turn, "prompt slow after session/cancel");
    report(url, "session_cancel", { stopReason: response.stopReason, updates: updates.count });

    updates.reset();
    response = await withTimeout(prompt("hello"), "prompt hello again");
    report(url, "again", { stopReason: response.stopReason, text: updates.text });
  });
}

async function main(urls: string[]): Promise<number> {
  for (const url of urls) await session(url);
  report("", "done");
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    setTimeout(() => process.exit(code), 1000).unref(); // a stray handle must not keep the process alive
  },
  (error: unknown) => {
    console.error("ts-net-client:", error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
