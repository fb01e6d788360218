"""A small JSON-RPC peer for tests that need a real child process: serves stdio with acp-fast.

Methods: `echo` (returns params), `slow` (waits for cancellation cooperatively, answers -32800 or after
`params.seconds`), `fail` (raises), `stats` (table sizes and which core is loaded), `exit` (exits at once,
without answering). Notification `shout` writes its text to stderr.
"""

import asyncio
import os
import sys

import acp_fast


async def main() -> None:
    conn = acp_fast.Connection("echo-peer")
    conn.on_request("echo", lambda params: params)

    @conn.on_request("slow")
    async def slow(params, responder):
        try:
            await responder.cancellation.run_until_cancelled(asyncio.sleep(params.get("seconds", 30)))
        except acp_fast.RequestError as error:
            responder.respond_error(error)
        else:
            responder.respond("done")

    @conn.on_request("fail")
    def fail(params):
        raise ValueError("boom")

    @conn.on_request("stats")
    def stats(params):
        return {"compiled": acp_fast.COMPILED, "outgoing": conn.pending_outgoing, "incoming": conn.pending_incoming}

    @conn.on_request("exit")
    def leave(params):
        os._exit(3)

    @conn.on_notification("shout")
    def shout(params):
        print(params["text"], file=sys.stderr, flush=True)

    @conn.on_notification("print")
    def stray_print(params):
        print(params["text"])  # must not reach the wire: connect_stdio points fd 1 at stderr
        sys.stdout.flush()

    await conn.connect_stdio()
    await conn.wait_closed()


if __name__ == "__main__":
    asyncio.run(main())
