"""The Model Context Protocol server at POST /mcp: JSON-RPC over streamable HTTP, read-only tools."""
