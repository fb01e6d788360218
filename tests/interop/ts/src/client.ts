// A small ACP v1 client over stdio, built on the official TypeScript SDK
// (@agentclientprotocol/sdk 2.4.0), for acp-fast interop tests.
//
//   node dist/client.js <scenario> -- <agent argv...>
//
// It spawns the agent, runs the scenario and writes its report to stdout: one JSON object per
// line, each with a "step" field; the last line is {"step":"done", ...}. The agent's stderr passes
// through to this process's stderr. Exit code 0 when every step ran (whatever the agent answered:
// the Python test judges the report), 1 with a message on stderr on an unexpected failure, 2 on bad
// usage.
//
// Scenarios:
//   full              initialize, session/new, prompt "hello", prompt "permission please" (answered
//                     "allow"), prompt "slow" cancelled with session/cancel after the first chunk,
//                     then the permission_cancel step on the same session.
//   permission_cancel initialize, session/new, prompt "permission slow": the permission request is
//                     left pending, session/cancel is sent, the pending request is answered
//                     {outcome: {outcome: "cancelled"}}.
//   cancel_request    initialize, session/new, prompt "slow" with a cancellationSignal aborted after
//                     the first update ($/cancel_request, keep waiting for the answer), ext "_echo",
//                     ext "_slow" with a cancellationSignal aborted after 100 ms.

import { spawn, type ChildProcess } from "node:child_process";
import { Readable, Writable } from "node:stream";

import * as acp from "@agentclientprotocol/sdk";

const STEP_TIMEOUT_MS = Number(process.env.TS_INTEROP_STEP_TIMEOUT_MS ?? "30000");
// How long to keep listening after a cancelled prompt's answer, to count updates that arrive late.
const LATE_WINDOW_MS = Number(process.env.TS_INTEROP_LATE_WINDOW_MS ?? "200");
const AGENT_EXIT_TIMEOUT_MS = 5000;
const SCENARIOS = ["full", "permission_cancel", "cancel_request"] as const;
type Scenario = (typeof SCENARIOS)[number];

function report(obj: Record<string, unknown>): void {
  process.stdout.write(JSON.stringify(obj) + "\n");
}

function log(...args: unknown[]): void {
  console.error("[ts-interop-client]", ...args);
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Lets every queued message handler run (they are dispatched asynchronously by the SDK). */
function drain(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function withTimeout<T>(promise: Promise<T>, what: string, ms = STEP_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

type Settled<T> = { result: T } | { error: { code: number; message: string; data?: unknown } };

/** Turns a JSON-RPC error answer into data; anything else (closed connection, timeout) is rethrown. */
async function settle<T>(promise: Promise<T>, what: string): Promise<Settled<T>> {
  try {
    return { result: await withTimeout(promise, what) };
  } catch (error) {
    if (error instanceof acp.RequestError) {
      const e: { code: number; message: string; data?: unknown } = { code: error.code, message: error.message };
      if (error.data !== undefined) e.data = error.data;
      return { error: e };
    }
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// What the client observes, per session.

type Waiter = { predicate: () => boolean; resolve: () => void };

class SessionLog {
  updates = 0;
  text = "";
  kinds: string[] = [];
  toolCalls: unknown[] = [];
  private waiters: Waiter[] = [];

  reset(): void {
    this.updates = 0;
    this.text = "";
    this.kinds = [];
    this.toolCalls = [];
  }

  record(update: acp.SessionUpdate): void {
    this.updates++;
    this.kinds.push(update.sessionUpdate);
    if (update.sessionUpdate === "agent_message_chunk" && update.content.type === "text") {
      this.text += update.content.text;
    }
    if (update.sessionUpdate === "tool_call" || update.sessionUpdate === "tool_call_update") {
      this.toolCalls.push(update);
    }
    this.waiters = this.waiters.filter((w) => {
      if (!w.predicate()) return true;
      w.resolve();
      return false;
    });
  }

  waitFor(predicate: () => boolean): Promise<void> {
    if (predicate()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ predicate, resolve }));
  }
}

type PendingPermission = {
  sessionId: string;
  params: acp.RequestPermissionRequest;
  answer: (response: acp.RequestPermissionResponse) => void;
};

const logs = new Map<string, SessionLog>();
function sessionLog(sessionId: string): SessionLog {
  let l = logs.get(sessionId);
  if (!l) {
    l = new SessionLog();
    logs.set(sessionId, l);
  }
  return l;
}

/** "allow": answer permission requests with the "allow" option; "hold": leave them pending. */
let permissionMode: "allow" | "hold" = "allow";
let permissionRequests = 0;
let permissionCancelRequests = 0;
const pendingPermissions = new Set<PendingPermission>();
let permissionWaiters: Array<() => void> = [];

function waitForPendingPermission(): Promise<void> {
  if (pendingPermissions.size > 0) return Promise.resolve();
  return new Promise((resolve) => permissionWaiters.push(resolve));
}

const CANCELLED: acp.RequestPermissionResponse = { outcome: { outcome: "cancelled" } };

/**
 * Cancels a session's turn the way ACP v1 asks a client to: send session/cancel, then answer every
 * pending session/request_permission of that session with the "cancelled" outcome. The SDK does not
 * do the latter by itself.
 */
async function cancelSession(agent: acp.ClientContext, sessionId: string): Promise<number> {
  await agent.notify(acp.methods.agent.session.cancel, { sessionId });
  let answered = 0;
  for (const pending of [...pendingPermissions]) {
    if (pending.sessionId !== sessionId) continue;
    pendingPermissions.delete(pending);
    pending.answer(CANCELLED);
    answered++;
  }
  return answered;
}

const app = acp
  .client({ name: "ts-interop-client" })
  .onNotification(acp.methods.client.session.update, ({ params }) => {
    sessionLog(params.sessionId).record(params.update);
  })
  .onRequest(acp.methods.client.session.requestPermission, ({ params, signal }) => {
    permissionRequests++;
    sessionLog(params.sessionId);
    if (permissionMode === "allow") {
      return { outcome: { outcome: "selected", optionId: "allow" } };
    }
    return new Promise<acp.RequestPermissionResponse>((resolve) => {
      const pending: PendingPermission = { sessionId: params.sessionId, params, answer: resolve };
      pendingPermissions.add(pending);
      // The agent may withdraw the request with $/cancel_request: answer it "cancelled" then.
      signal.addEventListener(
        "abort",
        () => {
          if (!pendingPermissions.delete(pending)) return;
          permissionCancelRequests++;
          resolve(CANCELLED);
        },
        { once: true },
      );
      const waiters = permissionWaiters;
      permissionWaiters = [];
      for (const w of waiters) w();
    });
  })
  .onNotification("*", ({ method }) => {
    if (!method.startsWith("$/")) log("ignoring notification", method);
  });

// ---------------------------------------------------------------------------------------------
// Steps

function textBlocks(text: string): acp.ContentBlock[] {
  return [{ type: "text", text }];
}

async function initialize(agent: acp.ClientContext): Promise<void> {
  const response = await withTimeout(
    agent.request(acp.methods.agent.initialize, {
      protocolVersion: 1,
      clientCapabilities: { fs: { readTextFile: false, writeTextFile: false }, terminal: false },
      clientInfo: { name: "ts-interop-client", version: "1.0.0" },
    }),
    "initialize",
  );
  report({ step: "initialize", protocolVersion: response.protocolVersion, agentInfo: response.agentInfo ?? null });
}

async function newSession(agent: acp.ClientContext): Promise<string> {
  const response = await withTimeout(
    agent.request(acp.methods.agent.session.new, { cwd: "/tmp", mcpServers: [] }),
    "session/new",
  );
  report({ step: "session_new", sessionId: response.sessionId });
  sessionLog(response.sessionId);
  return response.sessionId;
}

async function prompt(agent: acp.ClientContext, step: string, sessionId: string, text: string): Promise<void> {
  const l = sessionLog(sessionId);
  l.reset();
  const before = permissionRequests;
  const response = await withTimeout(
    agent.request(acp.methods.agent.session.prompt, { sessionId, prompt: textBlocks(text) }),
    `session/prompt ${JSON.stringify(text)}`,
  );
  await drain();
  const line: Record<string, unknown> = {
    step,
    stopReason: response.stopReason,
    text: l.text,
    updates: l.updates,
    kinds: l.kinds,
  };
  if (step === "permission") {
    line.permissionRequests = permissionRequests - before;
    line.toolCalls = l.toolCalls;
  }
  report(line);
}

async function promptThenSessionCancel(agent: acp.ClientContext, sessionId: string): Promise<void> {
  const l = sessionLog(sessionId);
  l.reset();
  const started = Date.now();
  const answer = agent.request(acp.methods.agent.session.prompt, { sessionId, prompt: textBlocks("slow") });
  await withTimeout(
    Promise.race([l.waitFor(() => l.kinds.includes("agent_message_chunk")), answer.then(() => undefined)]),
    "the first agent_message_chunk of prompt \"slow\"",
  );
  await cancelSession(agent, sessionId);
  const settled = await settle(answer, "session/prompt \"slow\" after session/cancel");
  const elapsedMs = Date.now() - started;
  await drain();
  const atAnswer = l.updates;
  await delay(LATE_WINDOW_MS);
  report({
    step: "session_cancel",
    ...("result" in settled ? { stopReason: settled.result.stopReason } : { error: settled.error }),
    text: l.text,
    updates: atAnswer,
    lateUpdates: l.updates - atAnswer,
    elapsedMs,
  });
}

async function permissionCancel(agent: acp.ClientContext, sessionId: string): Promise<void> {
  const l = sessionLog(sessionId);
  l.reset();
  permissionMode = "hold";
  const before = permissionRequests;
  const started = Date.now();
  try {
    const answer = agent.request(acp.methods.agent.session.prompt, {
      sessionId,
      prompt: textBlocks("permission slow"),
    });
    await withTimeout(
      Promise.race([waitForPendingPermission(), answer.then(() => undefined)]),
      "session/request_permission for prompt \"permission slow\"",
    );
    const answeredCancelled = await cancelSession(agent, sessionId);
    const settled = await settle(answer, "session/prompt \"permission slow\" after session/cancel");
    await drain();
    report({
      step: "permission_cancel",
      ...("result" in settled ? { stopReason: settled.result.stopReason } : { error: settled.error }),
      permissionRequests: permissionRequests - before,
      answeredCancelled,
      text: l.text,
      updates: l.updates,
      kinds: l.kinds,
      elapsedMs: Date.now() - started,
    });
  } finally {
    permissionMode = "allow";
  }
}

async function promptThenCancelRequest(agent: acp.ClientContext, sessionId: string): Promise<void> {
  const l = sessionLog(sessionId);
  l.reset();
  const controller = new AbortController();
  const started = Date.now();
  // Default options: aborting sends $/cancel_request and keeps waiting for the agent's answer.
  const answer = agent.request(
    acp.methods.agent.session.prompt,
    { sessionId, prompt: textBlocks("slow") },
    { cancellationSignal: controller.signal },
  );
  await withTimeout(
    Promise.race([l.waitFor(() => l.updates > 0), answer.then(() => undefined, () => undefined)]),
    "the first update of prompt \"slow\"",
  );
  controller.abort();
  const settled = await settle(answer, "session/prompt \"slow\" after $/cancel_request");
  const elapsedMs = Date.now() - started;
  await drain();
  const atAnswer = l.updates;
  await delay(LATE_WINDOW_MS);
  report({
    step: "cancel_request",
    ...settled,
    text: l.text,
    updates: atAnswer,
    lateUpdates: l.updates - atAnswer,
    elapsedMs,
  });
}

async function extEcho(agent: acp.ClientContext): Promise<void> {
  const params = { hello: "world", n: [1, 2, 3], nested: { ok: true } };
  const settled = await settle(agent.request<unknown>("_echo", params), "_echo");
  report({ step: "ext_echo", sent: params, ...settled });
}

async function extCancel(agent: acp.ClientContext): Promise<void> {
  const started = Date.now();
  const settled = await settle(
    agent.request<unknown>("_slow", {}, { cancellationSignal: AbortSignal.timeout(100) }),
    "_slow after $/cancel_request",
  );
  report({ step: "ext_cancel", ...settled, elapsedMs: Date.now() - started });
}

async function runScenario(agent: acp.ClientContext, scenario: Scenario): Promise<void> {
  await initialize(agent);
  const sessionId = await newSession(agent);
  switch (scenario) {
    case "full":
      await prompt(agent, "prompt", sessionId, "hello");
      await prompt(agent, "permission", sessionId, "permission please");
      await promptThenSessionCancel(agent, sessionId);
      await permissionCancel(agent, sessionId);
      break;
    case "permission_cancel":
      await permissionCancel(agent, sessionId);
      break;
    case "cancel_request":
      await promptThenCancelRequest(agent, sessionId);
      await extEcho(agent);
      await extCancel(agent);
      break;
  }
}

// ---------------------------------------------------------------------------------------------
// Process plumbing

function waitForExit(child: ChildProcess, ms: number): Promise<{ code: number | null; signal: string | null } | null> {
  if (child.exitCode !== null || child.signalCode !== null) {
    return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  }
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off("exit", onExit);
      resolve(null);
    }, ms);
    const onExit = (code: number | null, signal: string | null) => {
      clearTimeout(timer);
      resolve({ code, signal });
    };
    child.once("exit", onExit);
  });
}

async function stopAgent(child: ChildProcess): Promise<Record<string, unknown>> {
  child.stdin?.end();
  let exit = await waitForExit(child, AGENT_EXIT_TIMEOUT_MS);
  if (exit) return { ...exit, afterStdinClosed: true };
  log(`agent still running ${AGENT_EXIT_TIMEOUT_MS} ms after its stdin closed: SIGTERM`);
  child.kill("SIGTERM");
  exit = await waitForExit(child, 2000);
  if (!exit) {
    child.kill("SIGKILL");
    exit = await waitForExit(child, 2000);
  }
  return { ...(exit ?? { code: null, signal: null }), afterStdinClosed: false };
}

async function main(argv: string[]): Promise<number> {
  const sep = argv.indexOf("--");
  const scenario = argv[0];
  const agentArgv = sep >= 0 ? argv.slice(sep + 1) : [];
  if (sep !== 1 || agentArgv.length === 0 || !(SCENARIOS as readonly string[]).includes(scenario)) {
    console.error(`usage: node dist/client.js <${SCENARIOS.join("|")}> -- <agent argv...>`);
    return 2;
  }

  const child = spawn(agentArgv[0], agentArgv.slice(1), { stdio: ["pipe", "pipe", "inherit"] });
  const spawnError = new Promise<never>((_, reject) => {
    child.once("error", (error) => reject(new Error(`cannot start agent ${JSON.stringify(agentArgv)}: ${error.message}`)));
  });
  spawnError.catch(() => {});
  child.stdin!.on("error", (error) => log("agent stdin:", error.message));

  const stream = acp.ndJsonStream(
    Writable.toWeb(child.stdin!) as unknown as WritableStream<Uint8Array>,
    Readable.toWeb(child.stdout!) as unknown as ReadableStream<Uint8Array>,
  );

  let failure: unknown = undefined;
  try {
    await Promise.race([app.connectWith(stream, (agent) => runScenario(agent, scenario as Scenario)), spawnError]);
  } catch (error) {
    failure = error;
  }
  const agentExit = await stopAgent(child);
  if (failure !== undefined) {
    const message = failure instanceof Error ? (failure.stack ?? failure.message) : JSON.stringify(failure);
    console.error(`ts-interop-client: scenario ${scenario} failed: ${message}`);
    console.error(`ts-interop-client: agent exit: ${JSON.stringify(agentExit)}`);
    return 1;
  }
  report({ step: "done", scenario, agentExit });
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    // Do not let a stray handle keep the process alive.
    setTimeout(() => process.exit(code), 1000).unref();
  },
  (error: unknown) => {
    console.error("ts-interop-client: unexpected failure:", error);
    process.exit(1);
  },
);
