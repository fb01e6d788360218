"""Benchmarks: router micro benchmarks (pytest-benchmark) and round-trip scenarios (see README.md here)."""
