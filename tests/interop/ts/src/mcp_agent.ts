// MCP over ACP, the official TypeScript SDK consuming: an agent that declares `mcpCapabilities.acp` and calls the
// ACP-transport MCP servers of its sessions with `McpOverAcpCaller`. Prompt words:
//
//   "add A B"  -> calls the `add` tool of the session's first server, answers its text as one chunk
//   "tools"    -> lists the tools, answers "tools: a,b"
//   "slow"     -> calls the `slow` tool until `session/cancel` aborts it (the caller sends `$/cancel_request`)
//   "unknown"  -> calls a server id nobody declared, answers "code: <outer error code>"
//   "http A B" -> re-exports the session's first server with `McpOverAcpHttpBridge` (a loopback Streamable HTTP
//                 endpoint) and calls its `add` tool over HTTP with fetch, answers the text
import { Readable, Writable } from "node:stream";

import { McpOverAcpHttpBridge } from "@agentclientprotocol/sdk/experimental/mcp-http";
import {
  agent,
  methods,
  ndJsonStream,
  McpOverAcpCaller,
  isMcpServerAcp,
  PROTOCOL_VERSION,
} from "@agentclientprotocol/sdk/unstable";

const mcp = new McpOverAcpCaller({ clientInfo: { name: "ts-mcp-agent", version: "1.0.0" } });
const sessions = new Map<string, string[]>();
const declarations = new Map<string, { type: "acp"; name: string; serverId: string }[]>();
const bridge = new McpOverAcpHttpBridge(mcp);
const cancels = new Map<string, AbortController>();

type Outcome = { result?: unknown; error?: { code: number; message: string } };

function text(outcome: Outcome): string {
  if (outcome.error) return `inner error: ${outcome.error.code}`;
  const result = outcome.result as { content?: { text?: string }[] };
  return result.content?.[0]?.text ?? "";
}

const app = agent({ name: "ts-mcp-agent" })
  .onNotification(methods.agent.mcp.message, mcp.handleNotification)
  .onNotification(methods.agent.session.cancel, async ({ params }) => {
    cancels.get(params.sessionId)?.abort();
  })
  .onRequest(methods.agent.initialize, async () => ({
    protocolVersion: PROTOCOL_VERSION,
    agentCapabilities: { mcpCapabilities: { acp: true } },
  }))
  .onRequest(methods.agent.session.new, async ({ params }) => {
    const sessionId = `ts-mcp-${sessions.size + 1}`;
    sessions.set(sessionId, params.mcpServers.filter(isMcpServerAcp).map((server) => server.serverId));
    declarations.set(sessionId, params.mcpServers.filter(isMcpServerAcp).map((s) => ({ ...s, type: "acp" as const })));
    return { sessionId };
  })
  .onRequest(methods.agent.session.prompt, async ({ params, client }) => {
    const words = params.prompt.map((block) => (block.type === "text" ? block.text : "")).join(" ").split(" ");
    const [serverId] = sessions.get(params.sessionId) ?? [];
    let reply: string;
    if (words[0] === "add") {
      const args = { a: Number(words[1]), b: Number(words[2]) };
      reply = text((await mcp.request(client, serverId, "tools/call", { name: "add", arguments: args })) as Outcome);
    } else if (words[0] === "tools") {
      const listed = (await mcp.request(client, serverId, "tools/list", {})) as Outcome;
      const names = (listed.result as { tools: { name: string }[] }).tools.map((tool) => tool.name);
      reply = "tools: " + names.sort().join(",");
    } else if (words[0] === "http") {
      const [declared] = declarations.get(params.sessionId) ?? [];
      const [endpoint] = (await bridge.adaptServers(client, [declared])) as {
        url: string;
        headers: { name: string; value: string }[];
      }[];
      const headers: Record<string, string> = {
        accept: "application/json, text/event-stream",
        "content-type": "application/json",
        "mcp-protocol-version": "2026-07-28",
        "mcp-method": "tools/call",
        "mcp-name": "add",
      };
      for (const header of endpoint.headers) headers[header.name] = header.value;
      const body = {
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: {
          name: "add",
          arguments: { a: Number(words[1]), b: Number(words[2]) },
          _meta: {
            "io.modelcontextprotocol/protocolVersion": "2026-07-28",
            "io.modelcontextprotocol/clientCapabilities": {},
          },
        },
      };
      const response = await fetch(endpoint.url, { method: "POST", headers, body: JSON.stringify(body) });
      const answer = (await response.json()) as { result?: { content?: { text?: string }[] } };
      reply = `http ${response.status}: ${answer.result?.content?.[0]?.text ?? JSON.stringify(answer)}`;
    } else if (words[0] === "unknown") {
      try {
        await mcp.request(client, "nobody", "tools/list", {});
        reply = "no error";
      } catch (error) {
        reply = `code: ${(error as { code?: number }).code}`;
      }
    } else {
      const controller = new AbortController();
      cancels.set(params.sessionId, controller);
      try {
        await mcp.request(client, serverId, "tools/call", { name: "slow", arguments: {} }, { signal: controller.signal });
      } catch {
        // the cancelled call: -32800 from the provider
      }
      return { stopReason: "cancelled" };
    }
    await client.notify(methods.client.session.update, {
      sessionId: params.sessionId,
      update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text: reply } },
    });
    return { stopReason: "end_turn" };
  });
app.connect(ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin) as ReadableStream<Uint8Array>));
