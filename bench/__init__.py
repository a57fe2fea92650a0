"""Benchmark harness and the synthetic data generator it shares with the sample data."""
