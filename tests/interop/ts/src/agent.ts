// A small ACP v1 agent over stdio, built on the official TypeScript SDK
// (@agentclientprotocol/sdk 2.4.0), for acp-fast interop tests.
//
// Behaviour:
//   initialize      -> protocolVersion 1, agentInfo {name: "ts-interop-agent", version: "1.0.0"}
//   session/new     -> sessionId "ts-1", "ts-2", ...
//   session/prompt  -> streams "ts echo: <text>" as 3 agent_message_chunk updates;
//                      "permission" in the text: tool_call + session/request_permission first;
//                      "slow" in the text: 1000 chunks, 20 ms apart.
//   session/cancel  -> the running turn stops and the prompt answers {stopReason: "cancelled"}
//                      (a pending permission request is left for the client to answer "cancelled";
//                      if it does not within TS_INTEROP_PERMISSION_GRACE_MS, default 5000, the
//                      prompt answers -32603 saying so)
//   $/cancel_request on the prompt (ctx.signal) -> the handler throws the abort reason, so the
//                      SDK answers -32800.
//   _slow           -> waits for ctx.signal (then -32800) or 30 s (params.ms overrides)
//   _echo           -> returns its params
//
// stdout carries the protocol only; every log line goes to stderr.

import { Readable, Writable } from "node:stream";

import * as acp from "@agentclientprotocol/sdk";

const AGENT_NAME = "ts-interop-agent";
const AGENT_VERSION = "1.0.0";
const SLOW_CHUNKS = 1000;
const SLOW_DELAY_MS = 20;
const SLOW_EXT_DEFAULT_MS = 30_000;
// How long the agent waits for the client's answer to session/request_permission once the turn
// has been cancelled (session/cancel or $/cancel_request). The client MUST answer; if it does not
// within this grace period the prompt fails with -32603 and a message saying so, instead of hanging.
const PERMISSION_GRACE_MS = Number(process.env.TS_INTEROP_PERMISSION_GRACE_MS ?? "5000");

function log(...args: unknown[]): void {
  console.error(`[${AGENT_NAME}]`, ...args);
}

function describe(error: unknown): string {
  if (error instanceof acp.RequestError) return `RequestError ${error.code} ${error.message}`;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Resolves after `ms`, or as soon as any of `signals` aborts (never rejects). */
function sleep(ms: number, ...signals: AbortSignal[]): Promise<void> {
  return new Promise((resolve) => {
    if (signals.some((s) => s.aborted)) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      for (const s of signals) s.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    for (const s of signals) s.addEventListener("abort", done, { once: true });
  });
}

/** The peer did not answer a request of ours in time after the turn was cancelled (-32603). */
class GraceExpired extends acp.RequestError {
  constructor(what: string, graceMs: number) {
    super(-32603, "Internal error", {
      details: `${what}: no answer within ${graceMs} ms after the turn was cancelled`,
    });
  }
}

/**
 * Waits for `promise`; once any of `signals` has aborted, gives the peer `graceMs` more to settle
 * it, then rejects with GraceExpired.
 */
function withGrace<T>(promise: Promise<T>, signals: AbortSignal[], graceMs: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const startGrace = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        reject(new GraceExpired(what, graceMs));
      }, graceMs);
    };
    const cleanup = () => {
      if (timer !== undefined) clearTimeout(timer);
      for (const s of signals) s.removeEventListener("abort", startGrace);
    };
    for (const s of signals) {
      if (s.aborted) startGrace();
      else s.addEventListener("abort", startGrace, { once: true });
    }
    promise.then(
      (value) => {
        cleanup();
        resolve(value);
      },
      (error: unknown) => {
        cleanup();
        reject(error);
      },
    );
  });
}

function splitInto(text: string, parts: number): string[] {
  const size = Math.ceil(text.length / parts);
  const out: string[] = [];
  for (let i = 0; i < parts; i++) out.push(text.slice(i * size, (i + 1) * size));
  return out;
}

function promptText(prompt: acp.ContentBlock[]): string {
  return prompt
    .map((block) => (block.type === "text" ? block.text : ""))
    .join("");
}

type SessionState = {
  /** One controller per running turn; session/cancel aborts them all. */
  turns: Set<AbortController>;
};

const sessions = new Map<string, SessionState>();
let nextSession = 1;

type PromptContext = {
  sessionId: string;
  text: string;
  /** Aborted by $/cancel_request for this prompt request (or by the connection closing). */
  requestSignal: AbortSignal;
  /** Aborted by session/cancel for this session. */
  turnSignal: AbortSignal;
  client: acp.AgentContext;
};

async function runTurn(p: PromptContext): Promise<acp.PromptResponse> {
  const { sessionId, text, requestSignal, turnSignal, client } = p;

  // session/cancel wins: {stopReason: "cancelled"} is a valid answer to $/cancel_request too.
  // A $/cancel_request alone: throw the signal's reason (a -32800 RequestError), which the SDK
  // sends as is.
  const checkpoint = (): acp.PromptResponse | undefined => {
    if (turnSignal.aborted) return { stopReason: "cancelled" };
    if (requestSignal.aborted) throw requestSignal.reason;
    return undefined;
  };

  const sendChunk = (chunk: string) =>
    client.notify(acp.methods.client.session.update, {
      sessionId,
      update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: chunk } },
    });

  const wantsPermission = /\bpermission\b/i.test(text);
  const slow = /\bslow\b/i.test(text);

  if (wantsPermission) {
    await client.notify(acp.methods.client.session.update, {
      sessionId,
      update: {
        sessionUpdate: "tool_call",
        toolCallId: "ts-call-1",
        title: "Echo",
        kind: "other",
        status: "pending",
      },
    });
    let outcome: acp.RequestPermissionOutcome;
    try {
      // Nested requests are not cancelled automatically by the SDK: pass ctx.signal on so a
      // $/cancel_request for the prompt sends $/cancel_request for the permission request too.
      // session/cancel does not: the client itself must answer the pending request "cancelled".
      const response = await withGrace(
        client.request(
          acp.methods.client.session.requestPermission,
          {
            sessionId,
            toolCall: { toolCallId: "ts-call-1" },
            options: [
              { optionId: "allow", name: "Allow", kind: "allow_once" },
              { optionId: "reject", name: "Reject", kind: "reject_once" },
            ],
          },
          { cancellationSignal: requestSignal },
        ),
        [requestSignal, turnSignal],
        PERMISSION_GRACE_MS,
        "session/request_permission",
      );
      outcome = response.outcome;
    } catch (error) {
      log("session/request_permission failed:", describe(error));
      // A client that never answers the pending request after cancelling breaks the protocol:
      // say so with -32603 instead of papering over it with a "cancelled" stop reason.
      if (error instanceof GraceExpired) throw error;
      const stop = checkpoint();
      if (stop) return stop;
      throw error;
    }
    log("permission outcome:", JSON.stringify(outcome));
    if (outcome.outcome === "cancelled") {
      if (requestSignal.aborted && !turnSignal.aborted) throw requestSignal.reason;
      return { stopReason: "cancelled" };
    }
    const stop = checkpoint();
    if (stop) return stop;
    if (outcome.optionId === "reject") {
      await sendChunk("denied");
      return { stopReason: "end_turn" };
    }
    if (outcome.optionId !== "allow") {
      throw acp.RequestError.invalidParams({ optionId: outcome.optionId }, "unknown permission option");
    }
  }

  const echo = splitInto(`ts echo: ${text}`, 3);
  const chunks = slow ? [...echo, ...Array<string>(SLOW_CHUNKS - echo.length).fill(".")] : echo;
  for (let i = 0; i < chunks.length; i++) {
    const stop = checkpoint();
    if (stop) return stop;
    await sendChunk(chunks[i]);
    if (slow && i < chunks.length - 1) await sleep(SLOW_DELAY_MS, requestSignal, turnSignal);
  }
  return { stopReason: "end_turn" };
}

const app = acp
  .agent({ name: AGENT_NAME })
  .onRequest(acp.methods.agent.initialize, ({ params }) => {
    log("initialize", JSON.stringify(params));
    return {
      protocolVersion: 1,
      agentCapabilities: {},
      agentInfo: { name: AGENT_NAME, version: AGENT_VERSION },
      authMethods: [],
    };
  })
  .onRequest(acp.methods.agent.session.new, ({ params }) => {
    const sessionId = `ts-${nextSession++}`;
    sessions.set(sessionId, { turns: new Set() });
    log("session/new", sessionId, "cwd", params.cwd);
    return { sessionId };
  })
  .onRequest(acp.methods.agent.session.prompt, async ({ params, signal, client, requestId }) => {
    const session = sessions.get(params.sessionId);
    if (!session) throw acp.RequestError.sessionNotFound(params.sessionId);
    const text = promptText(params.prompt);
    log("session/prompt", params.sessionId, "id", requestId, JSON.stringify(text));
    const turn = new AbortController();
    session.turns.add(turn);
    try {
      const response = await runTurn({
        sessionId: params.sessionId,
        text,
        requestSignal: signal,
        turnSignal: turn.signal,
        client,
      });
      log("session/prompt", params.sessionId, "id", requestId, "->", response.stopReason);
      return response;
    } catch (error) {
      log("session/prompt", params.sessionId, "id", requestId, "threw", describe(error));
      throw error;
    } finally {
      session.turns.delete(turn);
    }
  })
  .onNotification(acp.methods.agent.session.cancel, ({ params }) => {
    const session = sessions.get(params.sessionId);
    log("session/cancel", params.sessionId, session ? `${session.turns.size} running turn(s)` : "unknown session");
    if (!session) return;
    for (const turn of session.turns) turn.abort(new Error("session/cancel"));
  })
  .onRequest("_slow", (raw: unknown) => (raw ?? {}) as { ms?: unknown }, async ({ params, signal, requestId }) => {
    const ms = typeof params.ms === "number" ? params.ms : SLOW_EXT_DEFAULT_MS;
    log("_slow", "id", requestId, "waiting", ms, "ms");
    await sleep(ms, signal);
    if (signal.aborted) {
      log("_slow", "id", requestId, "cancelled");
      throw signal.reason; // -32800 RequestError from $/cancel_request
    }
    return { sleptMs: ms };
  })
  .onRequest("_echo", (raw: unknown) => raw, ({ params }) => params ?? null)
  .onNotification("*", ({ method }) => {
    // $/cancel_request is handled inside the SDK (it aborts ctx.signal) and then reaches the
    // fallback as well.
    if (!method.startsWith("$/")) log("ignoring notification", method);
  });

const connection = app.connect(
  acp.ndJsonStream(
    Writable.toWeb(process.stdout) as unknown as WritableStream<Uint8Array>,
    Readable.toWeb(process.stdin) as unknown as ReadableStream<Uint8Array>,
  ),
);

void connection.closed.then(() => {
  log("connection closed");
  // Give queued writes a moment, then leave even if a timer is still pending.
  setTimeout(() => process.exit(0), 50);
});
