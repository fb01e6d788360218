// MCP over ACP, the official TypeScript SDK offering: a client that offers an MCP server written with the official
// MCP TypeScript SDK (`fromMcpServer`, `McpOverAcpProvider`) to an agent subprocess, and drives it with prompts the
// acp-fast test agent (tests/peers/mcp_agent.py) understands.
//
//   node dist/mcp_client.js [--prompt TEXT]... -- <agent argv...>
//
// Report: one JSON object per line on stdout, each with a "step" key, ending with {"step": "done"}. Each
// `--prompt` is sent after the built-in ones, its answer reported as step "extra" (stopReason, text).
import { spawn } from "node:child_process";
import { Readable, Writable } from "node:stream";

import { McpServer } from "@modelcontextprotocol/server";
import * as z from "zod/v4";
import { client, methods, ndJsonStream, McpOverAcpProvider, PROTOCOL_VERSION } from "@agentclientprotocol/sdk/unstable";
import { fromMcpServer } from "@agentclientprotocol/sdk/experimental/mcp-server";

function report(step: string, data: Record<string, unknown> = {}): void {
  process.stdout.write(JSON.stringify({ step, ...data }) + "\n");
}

const separator = process.argv.indexOf("--");
const argv = process.argv.slice(separator + 1);
const extraPrompts = process.argv
  .slice(2, separator)
  .flatMap((arg, i, args) => (arg === "--prompt" && i + 1 < args.length ? [args[i + 1]] : []));
let slowStarted: () => void = () => {};
const slowStart = new Promise<void>((resolve) => (slowStarted = resolve));
let aborted = false;

const tools = fromMcpServer(() => {
  const server = new McpServer({ name: "ts-tools", version: "1.0.0" });
  server.registerTool(
    "read_file",
    { description: "read a file", inputSchema: z.object({ path: z.string() }) },
    async ({ path }) => ({ content: [{ type: "text" as const, text: `ts read: ${path}` }] }),
  );
  server.registerTool("slow", { description: "wait until cancelled" }, async (ctx) => {
    slowStarted();
    await new Promise<void>((resolve) => {
      ctx.mcpReq.signal.addEventListener("abort", () => {
        aborted = true;
        resolve();
      });
    });
    return { content: [{ type: "text" as const, text: "aborted" }] };
  });
  return server;
});

const child = spawn(argv[0], argv.slice(1), { stdio: ["pipe", "pipe", "inherit"] });
const provider = new McpOverAcpProvider();
const chunks: string[] = [];
const app = client({ name: "ts-mcp-client" })
  .onRequest(methods.client.mcp.message, provider.handleRequest)
  .onNotification(methods.client.session.update, async ({ params }) => {
    const update = params.update as { sessionUpdate: string; content?: { text?: string } };
    if (update.sessionUpdate === "agent_message_chunk") chunks.push(update.content?.text ?? "");
  });
const connection = app.connect(
  ndJsonStream(Writable.toWeb(child.stdin!), Readable.toWeb(child.stdout!) as ReadableStream<Uint8Array>),
);
const agent = connection.agent;

async function prompt(sessionId: string, text: string): Promise<string> {
  const answer = await agent.request(methods.agent.session.prompt, { sessionId, prompt: [{ type: "text", text }] });
  return answer.stopReason;
}

try {
  const init = await agent.request(methods.agent.initialize, { protocolVersion: PROTOCOL_VERSION, clientCapabilities: {} });
  report("initialize", { acp: init.agentCapabilities?.mcpCapabilities?.acp ?? false });
  const registration = provider.registerServer(agent, { name: "ts-tools", handler: tools.handler });
  const session = await agent.buildSession(process.cwd()).withMcpServer(registration.declaration).start();
  report("tools", { stopReason: await prompt(session.sessionId, "tools"), text: chunks.pop() });
  report("read", { stopReason: await prompt(session.sessionId, "read notes.txt"), text: chunks.pop() });
  for (const text of extraPrompts) {
    report("extra", { prompt: text, stopReason: await prompt(session.sessionId, text), text: chunks.pop() });
  }
  const slow = prompt(session.sessionId, "slow");
  await slowStart;
  await agent.notify(methods.agent.session.cancel, { sessionId: session.sessionId });
  const stopReason = await slow;
  for (let i = 0; i < 500 && !aborted; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  report("slow", { stopReason, aborted });
  await registration.dispose();
  await tools.close();
  report("done");
} catch (error) {
  report("error", { message: String(error), data: (error as { data?: unknown }).data });
  process.exitCode = 1;
} finally {
  child.kill();
}
process.exit();
