"""Bots: policies that choose among the engine's legal actions. Engine only, no Qt."""
