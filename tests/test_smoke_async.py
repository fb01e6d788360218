from acp_fast.testing import connection_pair


async def test_echo(core):
    a, b = await connection_pair()
    b.on_request("echo", lambda p: p)
    assert await a.send_request("echo", {"x": 1}) == {"x": 1}
    await a.close()
    await b.wait_closed()
