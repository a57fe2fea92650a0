"""The WebSub hub for the daemon's own three topics: subscriptions, verification, deliveries."""
