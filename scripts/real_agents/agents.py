"""The real agents the harness runs: what to install, how to launch them, how to point them at the fake model.

Each is a published PyPI package written against the official SDK (`agent-client-protocol`, `import acp`),
pinned to one release so that runs compare like with like. `acp_pin` is the official SDK release the agent's own
metadata pins or admits; it is installed alongside, and the official run uses it. The compat run starts the very
same command under `python -m acp_fast.compat`, in the same venv, so `import acp` resolves to `acp_fast.compat`.

`configure` writes the agent's configuration under the run's temporary HOME and returns the environment
variables it needs: the model's base URL points at the fake model on 127.0.0.1, and nothing touches the user's
own files.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["AGENTS", "AgentSpec", "RunContext"]


@dataclass(frozen=True)
class RunContext:
    """Where one run of one agent lives."""

    home: Path
    workdir: Path
    model_url: str  # e.g. http://127.0.0.1:PORT, without /v1


@dataclass(frozen=True)
class AgentSpec:
    name: str
    package: str
    version: str
    acp_pin: str
    # "script:NAME [ARGS...]" runs the venv's console script NAME; "module:NAME [ARGS...]" runs `python -m NAME`.
    launch: str
    configure: Callable[[RunContext], dict[str, str]]
    extras: str = ""
    python: tuple[int, int] = (3, 11)
    extra_requirements: tuple[str, ...] = ()
    notes: str = ""
    timeouts: dict[str, float] = field(default_factory=dict)

    @property
    def requirements(self) -> list[str]:
        extras = f"[{self.extras}]" if self.extras else ""
        pinned = [f"{self.package}{extras}=={self.version}", f"agent-client-protocol=={self.acp_pin}"]
        return [*pinned, *self.extra_requirements]

    def command(self, venv: Path, compat: bool) -> list[str]:
        kind, _, rest = self.launch.partition(":")
        name, *args = rest.split()
        python = str(venv / "bin" / "python")
        if kind == "script":
            script = str(venv / "bin" / name)
            return [python, "-m", "acp_fast.compat", script, *args] if compat else [script, *args]
        if kind == "module":
            return [python, "-m", "acp_fast.compat", "-m", name, *args] if compat else [python, "-m", name, *args]
        raise ValueError(f"{self.name}: launch {self.launch!r} is neither script:NAME nor module:NAME")


def _hermes(ctx: RunContext) -> dict[str, str]:
    hermes_home = ctx.home / ".hermes"
    hermes_home.mkdir(parents=True, exist_ok=True)
    # A loopback base URL is what Hermes trusts for a bare "custom" provider (its local-model setup).
    (hermes_home / "config.yaml").write_text(
        f"model:\n  provider: custom\n  base_url: {ctx.model_url}/v1\n  default: fake-model\n  api_key: sk-fake\n"
    )
    return {"HERMES_HOME": str(hermes_home)}


def _deepagents(ctx: RunContext) -> dict[str, str]:
    # `python -m deepagents_acp` serves a deep agent on "openai:gpt-5.2" through langchain-openai, which reads
    # the standard OpenAI variables.
    return {
        "OPENAI_API_KEY": "sk-fake",
        "OPENAI_BASE_URL": f"{ctx.model_url}/v1",
        "LANGCHAIN_TRACING_V2": "false",
        "LANGSMITH_TRACING": "false",
    }


def _kimi(ctx: RunContext) -> dict[str, str]:
    share = ctx.home / ".kimi"
    share.mkdir(parents=True, exist_ok=True)
    (share / "config.toml").write_text(
        'default_model = "fake"\n'
        "\n"
        "[providers.fake]\n"
        'type = "openai_legacy"\n'
        f'base_url = "{ctx.model_url}/v1"\n'
        'api_key = "sk-fake"\n'
        "\n"
        "[models.fake]\n"
        'provider = "fake"\n'
        'model = "fake-model"\n'
        "max_context_size = 128000\n"
    )
    # `session/new` refuses to start without a Kimi account login; the model calls go to the provider above, so a
    # stored login that never expires (and is never refreshed) is all it takes.
    credentials = share / "credentials"
    credentials.mkdir(exist_ok=True)
    token = {
        "access_token": "fake-access-token",
        "refresh_token": "fake-refresh-token",
        "expires_at": 4102444800.0,
        "scope": "kimi-code",
        "token_type": "Bearer",
        "expires_in": 3600.0,
    }
    (credentials / "kimi-code.json").write_text(json.dumps(token))
    return {"KIMI_SHARE_DIR": str(share)}


def _claude_code(ctx: RunContext) -> dict[str, str]:
    config = ctx.home / ".claude"
    config.mkdir(parents=True, exist_ok=True)
    # Skip the first-run onboarding and trust the work directory, as a configured install would.
    state = {
        "hasCompletedOnboarding": True,
        "projects": {str(ctx.workdir): {"hasTrustDialogAccepted": True}},
    }
    (ctx.home / ".claude.json").write_text(json.dumps(state))
    return {
        "ANTHROPIC_BASE_URL": ctx.model_url,
        "ANTHROPIC_API_KEY": "sk-ant-fake",
        "ANTHROPIC_MODEL": "claude-sonnet-4-5",
        "ANTHROPIC_SMALL_FAST_MODEL": "claude-haiku-4-5",
        "CLAUDE_CONFIG_DIR": str(config),
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
        "DISABLE_TELEMETRY": "1",
        "DISABLE_ERROR_REPORTING": "1",
    }


AGENTS: dict[str, AgentSpec] = {
    spec.name: spec
    for spec in (
        AgentSpec(
            name="hermes-agent",
            package="hermes-agent",
            version="0.19.0",
            extras="acp",
            acp_pin="0.9.0",
            launch="script:hermes-acp",
            configure=_hermes,
            notes="Nous Research's Hermes Agent; its `acp` extra pins agent-client-protocol==0.9.0",
        ),
        AgentSpec(
            name="deepagents-acp",
            package="deepagents-acp",
            version="0.0.13",
            acp_pin="0.12.1",
            launch="module:deepagents_acp",
            configure=_deepagents,
            # The agent's model is "openai:gpt-5.2"; langchain-openai is the provider package that serves it.
            extra_requirements=("langchain-openai==1.8.1",),
            notes="LangChain's Deep Agents over ACP; requires agent-client-protocol>=0.10.1",
        ),
        AgentSpec(
            name="kimi-cli",
            package="kimi-cli",
            # 1.51.0 and 1.52.0 are tombstones whose every command prints a notice and exits: 1.50.0 is the last
            # release that serves ACP.
            version="1.50.0",
            acp_pin="0.8.0",
            launch="script:kimi acp",
            configure=_kimi,
            python=(3, 12),
            notes="Moonshot's Kimi CLI (`kimi acp`); pins agent-client-protocol==0.8.0",
            timeouts={"initialize": 90.0, "session_new": 90.0},
        ),
        AgentSpec(
            name="claude-code-acp",
            package="claude-code-acp",
            version="0.5.1",
            # Its metadata admits agent-client-protocol>=0.7.0, but it imports acp.schema.ModelInfo, which the
            # 0.11 and 0.12 releases no longer have: pinned to a 0.8 release, as its users run it.
            acp_pin="0.8.1",
            launch="script:claude-code-acp",
            configure=_claude_code,
            notes="Python port of claude-code-acp over claude-agent-sdk (which bundles the Claude Code CLI); "
            "imports names of agent-client-protocol 0.8-0.9",
            timeouts={"initialize": 60.0, "session_new": 90.0, "prompt": 90.0},
        ),
    )
}
