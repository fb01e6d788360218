"""`MemoryAcpCookieStore`: the affinity cookies a WebSocket client keeps between handshakes, as the official SDK
keeps them (`acp._cookies`): name -> value, attributes (path, domain, expiry) ignored."""

from __future__ import annotations

__all__ = ["MemoryAcpCookieStore"]


class MemoryAcpCookieStore:
    """Cookies by name: what `Set-Cookie` headers of an upgrade response set, sent back as one `Cookie` header on
    the next handshake (a load balancer's sticky-session cookie survives a reconnect)."""

    def __init__(self) -> None:
        self._cookies: dict[str, str] = {}

    def store_set_cookie(self, header_value: str) -> None:
        """Keep the leading `name=value` of one `Set-Cookie` value (a later value of the same name replaces it)."""
        first = header_value.split(";", 1)[0].strip()
        name, equals, value = first.partition("=")
        name = name.strip()
        if equals and name:
            self._cookies[name] = value.strip()

    def store_set_cookies(self, header_values: list[str]) -> None:
        for value in header_values:
            self.store_set_cookie(value)

    def cookie_header(self) -> str | None:
        """The `Cookie` header value for the stored cookies, None when there are none."""
        if not self._cookies:
            return None
        return "; ".join(f"{name}={value}" for name, value in self._cookies.items())

    def clear(self) -> None:
        self._cookies.clear()

    def __len__(self) -> int:
        return len(self._cookies)
